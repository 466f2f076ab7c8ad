import { z } from 'zod';
import { changeTypeSchema, localDateSchema, localPeriodSchema, vatModeSchema } from './common';

export const summaryQuerySchema = z.object({ vat: vatModeSchema.default('VAT_24') });
export type SummaryQuery = z.output<typeof summaryQuerySchema>;

/** A full previous period (ISO week or calendar month) and its change against the one before it. */
export const periodConsumptionSchema = z.object({
  period: localPeriodSchema,
  /** kWh; null when the period has no data at all. */
  consumption: z.number().nullable(),
  /** (this / the period before − 1) × 100. */
  delta: z.number().nullable(),
  type: changeTypeSchema,
  complete: z.boolean(),
});
export type PeriodConsumption = z.infer<typeof periodConsumptionSchema>;

/**
 * requirements §3 location content `energyConsumption`. "Yesterday" is `measurementDate`: the latest local
 * day up to yesterday with any reading, because Datahub delivers a day or two late.
 */
export const energyConsumptionSummarySchema = z.object({
  locationIdentifier: z.string(),
  measurementDate: localDateSchema.nullable(),
  /** kWh of measurementDate. */
  yesterdayConsumption: z.number().nullable(),
  /** € of measurementDate, VAT per `vat`; null when the flag consumptionInEuros is off or nothing is priced. */
  yesterdayCost: z.number().nullable(),
  /** measurementDate against the day before it, (ratio − 1) × 100. */
  previousDayDelta: z.number().nullable(),
  previousDayType: changeTypeSchema,
  previousWeek: periodConsumptionSchema,
  previousMonth: periodConsumptionSchema,
  vat: vatModeSchema,
});
export type EnergyConsumptionSummary = z.infer<typeof energyConsumptionSummarySchema>;
