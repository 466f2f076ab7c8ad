import { z } from 'zod';
import { pricePeriodSchema, priceUnitSchema, vatModeSchema } from './common';

const instant = z.string().datetime({ offset: true, message: 'Use an ISO date-time' });

export const cheapestQuerySchema = z
  .object({
    /** Contiguous window length in whole hours (1–24). */
    hours: z.coerce.number().int().min(1).max(24).default(3),
    /** How many separate cheapest quarters to list too (0–96). */
    quarters: z.coerce.number().int().min(0).max(96).default(0),
    /** Search range (UTC ISO); default from now to the end of the last published price. */
    from: instant.optional(),
    to: instant.optional(),
    /** An appliance's energy (kWh) to price in the window and now. */
    kwh: z.coerce.number().min(0).max(1000).optional(),
    unit: priceUnitSchema.default('KWH'),
    vat: vatModeSchema.default('VAT_24'),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), { message: 'from must be before to', path: ['to'] });
export type CheapestQuery = z.output<typeof cheapestQuerySchema>;

export const cheapestResponseSchema = z.object({
  unit: priceUnitSchema,
  vat: vatModeSchema,
  hours: z.number().int(),
  /** The range searched (UTC ISO), after defaults and clipping to the published prices. */
  from: z.string(),
  to: z.string(),
  /** The cheapest contiguous window; null when the range holds fewer priced quarters than it needs. */
  window: z.object({ start: z.string(), end: z.string(), average: z.number() }).nullable(),
  /** The cheapest separate quarters, in time order. */
  cheapestQuarters: z.array(pricePeriodSchema),
  /** The price on now (null when not priced) and the range's mean. */
  current: z.number().nullable(),
  rangeAverage: z.number().nullable(),
  /**
   * True when the range's prices barely vary (spread under 1 c/kWh VAT 0): then timing does not
   * matter much and the page says so instead of pretending it does.
   */
  flat: z.boolean(),
  /** With `kwh`: what the appliance's energy costs in the window and now, euros with the VAT mode. */
  appliance: z.object({ kwh: z.number(), windowEur: z.number(), nowEur: z.number().nullable() }).nullable(),
});
export type CheapestResponse = z.infer<typeof cheapestResponseSchema>;
