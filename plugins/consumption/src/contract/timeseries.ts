import { z } from 'zod';
import {
  consumptionUnitSchema,
  localDateSchema,
  localPeriodSchema,
  pointQualitySchema,
  resolutionSchema,
  timeAxisModeSchema,
  vatModeSchema,
} from './common';

/** requirements §3 consumption data types that can be drawn over the consumption series. */
export const OVERLAYS = ['temperature', 'marketPrice', 'comparisonPrevious', 'comparisonYearAgo', 'reactivePower'] as const;
export const overlaySchema = z.enum(OVERLAYS);
export type Overlay = z.infer<typeof overlaySchema>;

/** Overlay units (requirements §3): CELSIUS, EUR_KWH (values in c/kWh, as customers read prices), KWH, KVARH. */
export const overlayUnitSchema = z.enum(['CELSIUS', 'EUR_KWH', 'KWH', 'KVARH']);
export type OverlayUnit = z.infer<typeof overlayUnitSchema>;

export const DEFAULT_MAX_POINTS = 800;

/** `overlays=temperature,marketPrice` or repeated `overlays=` keys; duplicates are harmless. */
const overlayListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(overlaySchema).max(OVERLAYS.length * 2))
  .transform((list) => [...new Set(list)]);

export const timeseriesQuerySchema = z.object({
  mode: timeAxisModeSchema,
  /** Any local date inside the wanted period; the server snaps it to the period's start. */
  start: localDateSchema,
  unit: consumptionUnitSchema.default('kWh'),
  vat: vatModeSchema.default('VAT_24'),
  overlays: overlayListSchema.default([]),
  resolution: resolutionSchema.optional(),
  /** Display budget: longer series are reduced to at most about 2 × maxPoints (totals never are). */
  maxPoints: z.coerce.number().int().min(10).max(10_000).default(DEFAULT_MAX_POINTS),
});
/** What the web sends (defaults may be left out). */
export type TimeseriesQueryInput = z.input<typeof timeseriesQuerySchema>;
export type TimeseriesQuery = z.output<typeof timeseriesQuerySchema>;

/**
 * One bucket of the series. `start`/`end` are UTC instants (ISO); the label fields are Helsinki wall
 * time. In the repeated October hour two points share `localStart` and differ in `offsetMinutes`
 * (180 then 120); the spring day simply has no 03:xx points.
 */
export const consumptionPointSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** Local date of the start, YYYY-MM-DD. */
  localDate: localDateSchema,
  /** Local wall-clock `HH:mm` of start and end; an interval ending at midnight ends at `24:00` (requirements §9). */
  localStart: z.string(),
  localEnd: z.string(),
  offsetMinutes: z.number().int(),
  /** Sum of the present intervals; null when none is present. */
  kwh: z.number().nullable(),
  /** Cost in euros (unit EUR only), VAT per `vat`; null for kWh requests or when nothing could be priced. */
  eur: z.number().nullable(),
  quality: pointQualitySchema,
  /** Intervals at the meter's resolution that have already happened in this bucket. */
  expectedIntervals: z.number().int().nonnegative(),
  missingIntervals: z.number().int().nonnegative(),
  estimatedIntervals: z.number().int().nonnegative(),
});
export type ConsumptionPoint = z.infer<typeof consumptionPointSchema>;

/**
 * An overlay series, aligned index by index with `points` (values[i] belongs to points[i]). For the
 * comparisons, values[i] is the i-th bucket of the compared period (`period`), so a 23-hour spring day
 * compared with a 24-hour day leaves the last value without a partner.
 */
export const overlaySeriesSchema = z.object({
  overlay: overlaySchema,
  unit: overlayUnitSchema,
  values: z.array(z.number().nullable()),
  /** The compared period for comparisonPrevious / comparisonYearAgo; null for the others. */
  period: localPeriodSchema.nullable(),
});
export type OverlaySeries = z.infer<typeof overlaySeriesSchema>;

/** Totals over the FULL raw data of the period, never over the reduced points. */
export const consumptionTotalsSchema = z.object({
  kwh: z.number(),
  /** Null for kWh requests. */
  eur: z.number().nullable(),
  expectedIntervals: z.number().int().nonnegative(),
  missingIntervals: z.number().int().nonnegative(),
  estimatedIntervals: z.number().int().nonnegative(),
  /** Intervals with consumption but no price (no energy contract or spot price for them); EUR only. */
  unpricedIntervals: z.number().int().nonnegative(),
  /** False when any interval that has happened is missing: the total is a lower bound then. */
  complete: z.boolean(),
  /** The same span just before (previous day, week, month, year, years). */
  previousPeriod: localPeriodSchema,
  previousValue: z.number().nullable(),
  /** (this / previous − 1) × 100 in the requested unit; null when previous is zero or absent. */
  percentChange: z.number().nullable(),
});
export type ConsumptionTotals = z.infer<typeof consumptionTotalsSchema>;

export const timeseriesResponseSchema = z.object({
  locationIdentifier: z.string(),
  utilityType: z.enum(['ELECTRICITY', 'DISTRICT_HEATING']),
  mode: timeAxisModeSchema,
  period: localPeriodSchema,
  unit: consumptionUnitSchema,
  vat: vatModeSchema,
  resolution: resolutionSchema,
  /** The meter's own interval length. */
  meterResolutionMinutes: z.number().int(),
  points: z.array(consumptionPointSchema),
  overlays: z.array(overlaySeriesSchema),
  totals: consumptionTotalsSchema,
  /** True when points were downsampled for display (min–max per bucket); totals are unaffected. */
  reduced: z.boolean(),
  /** Bucket count before reduction. */
  fullPointCount: z.number().int().nonnegative(),
});
export type TimeseriesResponse = z.infer<typeof timeseriesResponseSchema>;
