import { z } from 'zod';
import { localDateSchema, localPeriodSchema, timeAxisModeSchema, vatModeSchema } from './common';

export const weightedQuerySchema = z.object({
  mode: timeAxisModeSchema.default('month'),
  start: localDateSchema,
  vat: vatModeSchema.default('VAT_24'),
});
export type WeightedQuery = z.output<typeof weightedQuerySchema>;

/**
 * Consumption-weighted spot price (DOMAIN): Σ(kWh × price) / Σ kWh over the intervals that have both
 * consumption and a price, against the plain average of the period's spot prices. A weighted price
 * below the average means the customer uses energy in cheap periods. Prices in c/kWh, VAT per `vat`.
 */
export const weightedResponseSchema = z.object({
  locationIdentifier: z.string(),
  period: localPeriodSchema,
  vat: vatModeSchema,
  unit: z.literal('c/kWh'),
  weightedAveragePrice: z.number().nullable(),
  averagePrice: z.number().nullable(),
  /** weighted − average, c/kWh; negative is good for the customer. */
  difference: z.number().nullable(),
  /** (weighted / average − 1) × 100. */
  differencePercent: z.number().nullable(),
  consumptionKwh: z.number(),
  /** What the consumption would have cost at spot price alone (no margin), €. */
  spotCostEur: z.number().nullable(),
  pricedIntervals: z.number().int().nonnegative(),
  missingIntervals: z.number().int().nonnegative(),
});
export type WeightedResponse = z.infer<typeof weightedResponseSchema>;
