import { z } from 'zod';
import { localDateSchema, vatModeSchema } from './common';

export const weightedConsumptionQuerySchema = z.object({
  /** The day whose month and year are reported, up to and including it; today when left out. */
  date: localDateSchema.optional(),
  vat: vatModeSchema.default('VAT_24'),
});
export type WeightedConsumptionQuery = z.output<typeof weightedConsumptionQuerySchema>;

/**
 * One period's consumption-weighted spot price (DOMAIN: Σ kWh × price / Σ kWh over the metered
 * intervals) against the plain time-weighted mean of the same intervals' prices, c/kWh with 3
 * decimals in the VAT mode. An interval without a reading or a full price is in neither mean.
 */
export const weightedPeriodSchema = z.object({
  /** `YYYY-MM` for the month, `YYYY` for the year. */
  period: z.string(),
  /** Helsinki dates, inclusive. */
  from: z.string(),
  to: z.string(),
  /** Every metered kWh of the period, priced or not. */
  consumptionKwh: z.number(),
  /** The kWh whose intervals have a price (the weights). */
  pricedConsumptionKwh: z.number(),
  pricedIntervals: z.number().int().nonnegative(),
  weightedPrice: z.number().nullable(),
  averagePrice: z.number().nullable(),
  /** weighted − average, c/kWh: below zero the customer's timing beats the market. */
  difference: z.number().nullable(),
  /** (weighted / average − 1) × 100, one decimal; null when the average is 0 or missing. */
  differencePercent: z.number().nullable(),
});
export type WeightedPeriod = z.infer<typeof weightedPeriodSchema>;

/** GET /api/v2/alerts/weightedConsumption/user/:id/location/:locationIdentifier (flag marketPriceConsumptionProfile) */
export const weightedConsumptionResponseSchema = z.object({
  locationIdentifier: z.string(),
  date: z.string(),
  vat: vatModeSchema,
  unit: z.literal('c/kWh'),
  month: weightedPeriodSchema,
  year: weightedPeriodSchema,
});
export type WeightedConsumptionResponse = z.infer<typeof weightedConsumptionResponseSchema>;

/** A period of the Plus answer: also what the kWh cost on the spot contract (spot + margin). */
export const weightedPeriodPlusSchema = weightedPeriodSchema.extend({
  /** weightedPrice + the contract's margin with the same VAT: what a kWh actually cost; null without a spot contract. */
  paidPrice: z.number().nullable(),
  /** Σ kWh × (spot + margin) in euros, to the cent; null without a spot contract or priced kWh. */
  paidEur: z.number().nullable(),
});
export type WeightedPeriodPlus = z.infer<typeof weightedPeriodPlusSchema>;

/**
 * GET /api/v2/alerts/weightedConsumptionPlus/user/:id/location/:locationIdentifier: weightedConsumption
 * plus the spot contract's margin and what the customer paid, and the year's consumption profile — per
 * local hour of day the share of the kWh and their weighted spot price, which shows where the timing
 * wins or loses.
 */
export const weightedConsumptionPlusResponseSchema = weightedConsumptionResponseSchema.extend({
  /** The spot contract in force on `date`; null when the place has none (then paid* are null). */
  contract: z.object({ marginCKwh: z.number() }).nullable(),
  month: weightedPeriodPlusSchema,
  year: weightedPeriodPlusSchema,
  profile: z.array(
    z.object({
      hour: z.number().int().min(0).max(23),
      consumptionKwh: z.number(),
      /** Share of the year's priced kWh, %, one decimal. */
      sharePercent: z.number(),
      weightedPrice: z.number().nullable(),
    }),
  ),
});
export type WeightedConsumptionPlusResponse = z.infer<typeof weightedConsumptionPlusResponseSchema>;
