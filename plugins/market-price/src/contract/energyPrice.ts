import { z } from 'zod';
import { localDateSchema, pricePeriodSchema, priceUnitSchema, vatModeSchema } from './common';

export const energyPriceQuerySchema = z.object({
  /** The first day shown (Helsinki); default today. The answer has it and the day after. */
  date: localDateSchema.optional(),
  unit: priceUnitSchema.default('KWH'),
  vat: vatModeSchema.default('VAT_24'),
  /** MARKET: the market's own periods (15 min from 1.10.2025, hours before); HOUR: hourly means. */
  resolution: z.enum(['MARKET', 'HOUR']).default('MARKET'),
});
export type EnergyPriceQuery = z.output<typeof energyPriceQuerySchema>;

/** Relative level of a price against the last 30 days' prices (quintiles). */
export const priceLevelSchema = z.enum(['VERY_CHEAP', 'CHEAP', 'NORMAL', 'EXPENSIVE', 'VERY_EXPENSIVE']);
export type PriceLevel = z.infer<typeof priceLevelSchema>;

export const dayPricesSchema = z.object({
  date: z.string(),
  /** False until the day's prices are loaded (tomorrow's are published around 14:00 Helsinki time). */
  published: z.boolean(),
  periods: z.array(pricePeriodSchema.extend({ level: priceLevelSchema.nullable() })),
  /** Time-weighted mean, lowest and highest; null when not published. */
  average: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type DayPrices = z.infer<typeof dayPricesSchema>;

/** GET /api/v2/energyprice */
export const energyPriceResponseSchema = z.object({
  unit: priceUnitSchema,
  vat: vatModeSchema,
  resolution: z.enum(['MARKET', 'HOUR']),
  /** The server's now (UTC ISO), so the page marks the current period by the server's clock. */
  now: z.string(),
  days: z.array(dayPricesSchema),
});
export type EnergyPriceResponse = z.infer<typeof energyPriceResponseSchema>;
