import { z } from 'zod';
import { localDateSchema, vatModeSchema } from './common';

export const userPriceParamsSchema = z.object({
  id: z.string().min(1).max(100),
  locationIdentifier: z.string().min(1).max(100),
});
export const userPriceQuerySchema = z.object({
  date: localDateSchema.optional(),
  vat: vatModeSchema.default('VAT_24'),
});
export type UserPriceQuery = z.output<typeof userPriceQuerySchema>;

/** One period's all-in price, c/kWh with the VAT mode: spot + margin + transfer + electricity tax. */
export const allInPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  spot: z.number(),
  margin: z.number(),
  transfer: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type AllInPeriod = z.infer<typeof allInPeriodSchema>;

/** GET /api/v2/energyprice/user/:id/location/:locationIdentifier — the place's own price. */
export const userPriceResponseSchema = z.object({
  locationIdentifier: z.string(),
  vat: vatModeSchema,
  /** The energy contract in force on the first day; null when the place has none (then spot alone). */
  contract: z
    .object({
      pricing: z.enum(['FIXED', 'SPOT']),
      /** c/kWh VAT 0 as the contract states them. */
      marginCKwh: z.number().nullable(),
      fixedPriceCKwh: z.number().nullable(),
      transferCKwh: z.number().nullable(),
      taxClass: z.enum(['I', 'II']).nullable(),
    })
    .nullable(),
  days: z.array(z.object({ date: z.string(), published: z.boolean(), periods: z.array(allInPeriodSchema) })),
  /**
   * This month so far: the consumption-weighted spot price (Σ kWh × spot / Σ kWh) against the plain
   * mean of the same periods, c/kWh with the VAT mode; null without metered consumption.
   */
  weightedMonth: z.object({ month: z.string(), consumptionKwh: z.number(), weightedSpot: z.number(), averageSpot: z.number() }).nullable(),
});
export type UserPriceResponse = z.infer<typeof userPriceResponseSchema>;
