import { z } from 'zod';
import { priceUnitSchema, vatModeSchema } from './common';

export const futureQuerySchema = z.object({
  unit: priceUnitSchema.default('KWH'),
  vat: vatModeSchema.default('VAT_24'),
});
export type FutureQuery = z.output<typeof futureQuerySchema>;

export const monthValueSchema = z.object({ year: z.number().int(), month: z.number().int().min(1).max(12), value: z.number() });
export type MonthValue = z.infer<typeof monthValueSchema>;

/** GET /api/v2/energypricefuture — monthly spot means of the last 12 months and the forward months. */
export const futureResponseSchema = z.object({
  unit: priceUnitSchema,
  vat: vatModeSchema,
  historicData: z.array(monthValueSchema),
  futureData: z.array(monthValueSchema),
  /** When the forward prices were last loaded (UTC ISO); null when never. */
  updated: z.string().nullable(),
});
export type FutureResponse = z.infer<typeof futureResponseSchema>;

/**
 * Admin load of forward (futures) month prices: `;`-separated, decimal comma, header `month;price`
 * (month YYYY-MM, €/MWh VAT 0), as the spot-price CSV. Body: text/csv or JSON { csv }.
 */
export const forwardPricesJsonBodySchema = z.object({ csv: z.string().min(1).max(1_000_000) });
export const forwardPricesResponseSchema = z.object({ months: z.number().int().nonnegative(), updated: z.string() });
export type ForwardPricesResponse = z.infer<typeof forwardPricesResponseSchema>;
