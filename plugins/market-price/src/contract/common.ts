import { z } from 'zod';

/** requirements §3/§9: market price units KWH (c/kWh) and MWH (€/MWh). */
export const priceUnitSchema = z.enum(['KWH', 'MWH']);
export type PriceUnit = z.infer<typeof priceUnitSchema>;

/**
 * SPEC's VAT modes: VAT_24 means "with VAT" at the rate in force on each delivery date (24 %, 10 % or
 * 25.5 %, DOMAIN), VAT_0 without.
 */
export const vatModeSchema = z.enum(['VAT_0', 'VAT_24']);
export type VatMode = z.infer<typeof vatModeSchema>;

export { localDateSchema, type LocalDateString } from '@portal/core/shared';

/** One price period: UTC ISO start and end, price in the answer's unit and VAT mode. */
export const pricePeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  price: z.number(),
});
export type PricePeriod = z.infer<typeof pricePeriodSchema>;
