import { z } from 'zod';

/** SPEC §3/§9: market price units KWH (c/kWh) and MWH (€/MWh). */
export const priceUnitSchema = z.enum(['KWH', 'MWH']);
export type PriceUnit = z.infer<typeof priceUnitSchema>;

/**
 * SPEC's VAT modes: VAT_24 means "with VAT" at the rate in force on each delivery date (24 %, 10 % or
 * 25.5 %, DOMAIN), VAT_0 without.
 */
export const vatModeSchema = z.enum(['VAT_0', 'VAT_24']);
export type VatMode = z.infer<typeof vatModeSchema>;

/** A Helsinki calendar date, YYYY-MM-DD, that exists. */
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine((text) => {
    const [y, m, d] = text.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 2000 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Not a calendar date');

/** One price period: UTC ISO start and end, price in the answer's unit and VAT mode. */
export const pricePeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  price: z.number(),
});
export type PricePeriod = z.infer<typeof pricePeriodSchema>;
