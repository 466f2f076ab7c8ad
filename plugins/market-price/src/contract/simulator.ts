import { z } from 'zod';

export const simulatorQuerySchema = z.object({
  /** An offered (or the current) fixed price, c/kWh VAT 0; default: the place's fixed contract's. */
  fixedPriceCKwh: z.coerce.number().min(0).max(200).optional(),
  /** The fixed offer's basic fee, €/month VAT 0; default: the fixed contract's, else 0. */
  fixedBasicFeeEurMonth: z.coerce.number().min(0).max(1000).optional(),
  /** The spot contract's margin, c/kWh VAT 0; default: the place's spot contract's, else 0. */
  marginCKwh: z.coerce.number().min(-50).max(50).optional(),
  /** The spot contract's basic fee, €/month VAT 0; default: the spot contract's, else 0. */
  spotBasicFeeEurMonth: z.coerce.number().min(0).max(1000).optional(),
});
export type SimulatorQuery = z.output<typeof simulatorQuerySchema>;

/** One priced alternative of a month, euros with VAT, rounded like invoice lines. */
export const simulatedCostSchema = z.object({
  energyEur: z.number(),
  basicFeeEur: z.number(),
  totalEur: z.number(),
  /** Energy cost per kWh with VAT, c/kWh. */
  averageCKwh: z.number().nullable(),
});

/** GET /api/v2/energyprice/user/:id/location/:locationIdentifier/simulator (flag marketPriceSimulator) */
export const simulatorResponseSchema = z.object({
  locationIdentifier: z.string(),
  terms: z.object({
    marginCKwh: z.number(),
    spotBasicFeeEurMonth: z.number(),
    fixedPriceCKwh: z.number().nullable(),
    fixedBasicFeeEurMonth: z.number(),
  }),
  /** The last 12 whole Helsinki months, oldest first. */
  months: z.array(
    z.object({
      month: z.string(),
      kwh: z.number(),
      /** Metered energy without a spot price (left out of the spot side, never priced as free). */
      unpricedKwh: z.number(),
      spot: simulatedCostSchema,
      /** Null without a fixed price to compare with. */
      fixed: simulatedCostSchema.nullable(),
    }),
  ),
  totals: z.object({ kwh: z.number(), spotEur: z.number(), fixedEur: z.number().nullable() }),
});
export type SimulatorResponse = z.infer<typeof simulatorResponseSchema>;
