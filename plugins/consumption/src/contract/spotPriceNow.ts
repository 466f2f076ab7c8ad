import { z } from 'zod';
import { vatModeSchema } from './common';

export const spotPriceNowParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const spotPriceNowQuerySchema = z.object({ vat: vatModeSchema.default('VAT_24') });
export type SpotPriceNowQuery = z.output<typeof spotPriceNowQuerySchema>;

/**
 * The day-ahead price of the period that is on now, for the user's first use place with a spot
 * contract in force today: the market price, the contract's margin and their sum, c/kWh with VAT
 * per `vat` (the rate in force today). `place` is null when no place has a spot contract; `price` is
 * null when the current period's price is not in the database.
 */
export const spotPriceNowSchema = z.object({
  place: z.object({ locationIdentifier: z.string() }).nullable(),
  price: z
    .object({
      /** UTC instants of the price period (an hour before 1.10.2025, a quarter from it). */
      start: z.string(),
      end: z.string(),
      spotCKwh: z.number(),
      marginCKwh: z.number(),
      totalCKwh: z.number(),
    })
    .nullable(),
  vat: vatModeSchema,
});
export type SpotPriceNow = z.infer<typeof spotPriceNowSchema>;
