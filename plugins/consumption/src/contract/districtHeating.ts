import { z } from 'zod';
import { BUILDING_TYPES } from '@portal/domain';
import { localPeriodSchema, timeAxisModeSchema, localDateSchema, vatModeSchema } from './common';

/** requirements §3 classes of district heating temperature quality, best first. */
export const DH_QUALITY_CLASSES = ['excellent', 'veryGood', 'good', 'satisfying', 'passable', 'bad'] as const;
export const dhQualityClassSchema = z.enum(DH_QUALITY_CLASSES);
export type DhQualityClass = z.infer<typeof dhQualityClassSchema>;

/** What a limit classifies: the return temperature (lower is better) or the cooling supply − return (higher is better). */
export const dhMeasureSchema = z.enum(['returnTemperature', 'cooling']);
export type DhMeasure = z.infer<typeof dhMeasureSchema>;

export const buildingTypeSchema = z.enum(BUILDING_TYPES);

/** One class's range in °C: min inclusive, max exclusive; null = open-ended. */
export const dhClassLimitSchema = z.object({
  class: dhQualityClassSchema,
  minCelsius: z.number().nullable(),
  maxCelsius: z.number().nullable(),
});

/** Limits are data (a table), per building type, because heat companies tune them. */
export const dhLimitsSchema = z.object({
  buildingType: buildingTypeSchema,
  measure: dhMeasureSchema,
  classes: z.array(dhClassLimitSchema),
});
export type DhLimits = z.infer<typeof dhLimitsSchema>;

export const districtHeatingSummaryQuerySchema = z.object({
  /** month (default) or year; other modes are accepted and mean their own span. */
  mode: timeAxisModeSchema.default('month'),
  /** Defaults to the previous full month (or year) before today. */
  start: localDateSchema.optional(),
  vat: vatModeSchema.default('VAT_24'),
});
export type DistrictHeatingSummaryQuery = z.output<typeof districtHeatingSummaryQuerySchema>;

/**
 * requirements §3 location content `districtHeatingConsumption`. Temperatures are energy-weighted averages over
 * the period (an hour that delivered more heat says more about the building). temperatureIndex is the
 * cooling (supply − return, jäähtymä) in °C; its description is its class.
 */
export const districtHeatingSummarySchema = z.object({
  locationIdentifier: z.string(),
  period: localPeriodSchema,
  /** Energy in `consumptionUnit` (MWh, as heat is billed; kWh is in consumptionKwh). */
  consumption: z.number().nullable(),
  consumptionUnit: z.literal('MWh'),
  consumptionKwh: z.number().nullable(),
  /** Energy cost in € for the period (VAT per `vat`); null without a priced contract. */
  price: z.number().nullable(),
  priceUnit: z.literal('EUR'),
  vat: vatModeSchema,
  supplyTemperature: z.number().nullable(),
  returnTemperature: z.number().nullable(),
  returnTemperatureDescription: dhQualityClassSchema.nullable(),
  temperatureIndex: z.number().nullable(),
  temperatureIndexDescription: dhQualityClassSchema.nullable(),
  buildingType: buildingTypeSchema,
  /** Every building type's limits for both measures; the web highlights the place's own. */
  limits: z.array(dhLimitsSchema),
  missingIntervals: z.number().int().nonnegative(),
  estimatedIntervals: z.number().int().nonnegative(),
  complete: z.boolean(),
});
export type DistrictHeatingSummary = z.infer<typeof districtHeatingSummarySchema>;
