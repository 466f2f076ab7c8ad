import { localDateSchema } from '@portal/core/shared';
import { z } from 'zod';

export { localDateSchema, type LocalDateString } from '@portal/core/shared';

/** requirements §3 VAT modes: the *display* mode. The amount uses the rate in force on each delivery date (DOMAIN). */
export const vatModeSchema = z.enum(['VAT_0', 'VAT_24']);
export type VatMode = z.infer<typeof vatModeSchema>;

/** What the chart counts: energy or its cost (cost needs flag consumptionInEuros). */
export const consumptionUnitSchema = z.enum(['kWh', 'EUR']);
export type ConsumptionUnit = z.infer<typeof consumptionUnitSchema>;

/**
 * requirements §3 time-axis modes. The span each covers, in Helsinki local time:
 * - day, dayQuarterly: the local day of `start` (23, 24 or 25 hours)
 * - week: the ISO week (Monday–Sunday) containing `start`
 * - month: the calendar month containing `start`
 * - year: the calendar year containing `start`
 * - years: `start`'s year and the YEARS_MODE_SPAN − 1 years before it
 */
export const TIME_AXIS_MODES = ['day', 'dayQuarterly', 'week', 'month', 'year', 'years'] as const;
export const timeAxisModeSchema = z.enum(TIME_AXIS_MODES);
export type TimeAxisMode = z.infer<typeof timeAxisModeSchema>;
export const YEARS_MODE_SPAN = 5;

/**
 * Point resolution. Defaults per mode: day → hour, dayQuarterly → quarter, week → day, month → day,
 * year → month, years → year. A finer resolution than the meter's falls back to the meter's (an
 * hourly meter has no quarters); the response says which was used.
 */
export const RESOLUTIONS = ['quarter', 'hour', 'day', 'month', 'year'] as const;
export const resolutionSchema = z.enum(RESOLUTIONS);
export type Resolution = z.infer<typeof resolutionSchema>;

/** Interval quality per DOMAIN: estimated values are shown as such, missing ones are never filled. */
export const readingQualitySchema = z.enum(['measured', 'estimated', 'missing']);
export type ReadingQuality = z.infer<typeof readingQualitySchema>;

/**
 * A point's quality from its intervals: `measured` all measured; `estimated` all present, some
 * estimated; `mixed` some present, some missing (the value is a partial sum); `missing` none present
 * (value null). Points wholly in the future are `missing` with expectedIntervals 0.
 */
export const pointQualitySchema = z.enum(['measured', 'estimated', 'missing', 'mixed']);
export type PointQuality = z.infer<typeof pointQualitySchema>;

/** A local period as dates: `start` inclusive, `end` exclusive (the day after the last day). */
export const localPeriodSchema = z.object({ start: localDateSchema, end: localDateSchema });
export type LocalPeriod = z.infer<typeof localPeriodSchema>;

/** Direction of a change, for the summary's arrows. */
export const changeTypeSchema = z.enum(['INCREASE', 'DECREASE', 'UNCHANGED', 'UNKNOWN']);
export type ChangeType = z.infer<typeof changeTypeSchema>;

/** requirements §9: percentage change is (ratio − 1) × 100; null when the base is zero or unknown. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current / previous - 1) * 100;
}

export function changeTypeOf(delta: number | null): ChangeType {
  if (delta === null) return 'UNKNOWN';
  if (delta > 0) return 'INCREASE';
  if (delta < 0) return 'DECREASE';
  return 'UNCHANGED';
}

/** Path parameters of every per-location consumption route. Bounded so an absurd id is a 400. */
const identifier = z.string().min(1).max(100);
export const consumptionParamsSchema = z.object({ id: identifier, locationIdentifier: identifier });
export type ConsumptionParams = z.infer<typeof consumptionParamsSchema>;
