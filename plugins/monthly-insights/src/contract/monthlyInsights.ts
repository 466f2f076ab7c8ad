import { z } from 'zod';

export const REASON_KEYS = ['temperature', 'days', 'usage', 'price', 'timing'] as const;
export const TIP_KEYS = ['shiftToCheapHours', 'heatingSeason', 'standbyUse', 'keepGoing'] as const;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

/** One reason of a change: its share in euros (and exact cents, which add up to the change's cents). */
export const reasonSchema = z.object({ key: z.enum(REASON_KEYS), cents: z.number().int(), euros: z.number() });

/** The month against an earlier one; `available` false when the earlier month has no data. */
export const comparisonSchema = z.object({
  against: z.enum(['previousMonth', 'yearAgo']),
  month,
  available: z.boolean(),
  fromEuros: z.number().nullable(),
  toEuros: z.number(),
  changeCents: z.number().int().nullable(),
  changeEuros: z.number().nullable(),
  reasons: z.array(reasonSchema),
  /** kWh per heating degree day used for the temperature reason; 0 without temperature data. */
  kwhPerDegreeDay: z.number(),
});

export const topHourSchema = z.object({ startUtc: z.string().datetime(), kwh: z.number(), euros: z.number() });
export const graphDaySchema = z.object({ date: z.string(), kwh: z.number(), euros: z.number(), degreeDays: z.number().nullable() });

export const summarySchema = z.object({
  month,
  days: z.number().int(),
  kwh: z.number(),
  euros: z.number(),
  energyEuros: z.number(),
  feesEuros: z.number(),
  /** Σ kWh × price / Σ kWh, c/kWh with VAT. */
  weightedPriceCKwh: z.number().nullable(),
  /** Time-weighted mean price of the month, c/kWh with VAT. */
  plainPriceCKwh: z.number().nullable(),
  degreeDays: z.number().nullable(),
  complete: z.boolean(),
  missingIntervals: z.number().int(),
});

export const insightSchema = z.object({
  locationIdentifier: z.string(),
  name: z.string(),
  month,
  summary: summarySchema,
  comparisons: z.array(comparisonSchema),
  topHours: z.object({ mostExpensive: z.array(topHourSchema), highestConsumption: z.array(topHourSchema) }),
  tip: z.object({ key: z.enum(TIP_KEYS) }),
  budget: z.object({ months: z.number().int(), averageEuros: z.number().nullable(), differenceEuros: z.number().nullable() }),
  greenPower: z.object({ available: z.boolean(), productName: z.string().nullable(), sharePercent: z.number().nullable() }),
  localPower: z.object({ available: z.boolean(), sharePercent: z.number().nullable() }),
  graph: z.object({ days: z.array(graphDaySchema) }),
  newUser: z.object({ isNew: z.boolean(), firstMonth: month.nullable() }),
  package: z.object({ pricing: z.enum(['FIXED', 'SPOT']).nullable(), greenPowerOn: z.boolean(), productName: z.string().nullable() }),
});

export const forecastSchema = z.object({
  locationIdentifier: z.string(),
  month,
  /** Last metered local day, null when none of the month is metered yet. */
  meteredThrough: z.string().nullable(),
  meteredDays: z.number().int(),
  days: z.number().int(),
  meteredEuros: z.number(),
  forecastKwh: z.number(),
  forecastEuros: z.number(),
  comparisons: z.array(comparisonSchema),
});

export const insightPlaceSchema = z.object({ locationIdentifier: z.string(), name: z.string(), months: z.array(month) });
export const insightPlacesSchema = z.object({ places: z.array(insightPlaceSchema) });

export const monthQuerySchema = z.object({ month: month.optional() });
export const placeParamsSchema = z.object({ id: z.string().min(1).max(100), locationIdentifier: z.string().min(1).max(100) });
export const userParamsSchema = z.object({ id: z.string().min(1).max(100) });

export type Reason = z.infer<typeof reasonSchema>;
export type Comparison = z.infer<typeof comparisonSchema>;
export type Insight = z.infer<typeof insightSchema>;
export type Forecast = z.infer<typeof forecastSchema>;
export type InsightPlaces = z.infer<typeof insightPlacesSchema>;
export type ReasonKey = (typeof REASON_KEYS)[number];
export type TipKey = (typeof TIP_KEYS)[number];
