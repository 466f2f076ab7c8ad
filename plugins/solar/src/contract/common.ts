import { localDateSchema } from '@portal/core/shared';
import { z } from 'zod';

export { localDateSchema, type LocalDateString } from '@portal/core/shared';

/** A calendar month `YYYY-MM`. */
export const localMonthSchema = z.string().regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, 'Expected a month YYYY-MM');

/** Bounded so an absurd id is a 400, not a query. */
const identifier = z.string().min(1).max(100);

export const ownerParamsSchema = z.object({ owner: identifier });
export const panelParamsSchema = z.object({ owner: identifier, panelId: identifier });
export const linkParamsSchema = z.object({ owner: identifier, panelId: identifier, locationIdentifier: identifier });
export const locationParamsSchema = z.object({ owner: identifier, locationIdentifier: identifier });

/** The spans a chart pages through, in Helsinki local time (the same time axis as consumption). */
export const PERIODS = ['day', 'week', 'month', 'year'] as const;
export const periodSchema = z.enum(PERIODS);
export type SolarPeriod = z.infer<typeof periodSchema>;

/** Production also pages through years: `start`'s year and the YEARS_SPAN − 1 years before it (requirements §3 years mode). */
export const productionPeriodSchema = z.enum([...PERIODS, 'years']);
export type ProductionPeriod = z.infer<typeof productionPeriodSchema>;
export const YEARS_SPAN = 5;

/** A local span: `start` inclusive, `end` exclusive. */
export const localSpanSchema = z.object({ start: localDateSchema, end: localDateSchema });
export type LocalSpan = z.infer<typeof localSpanSchema>;

/** Direction of a change, for the summary's arrows. */
export const changeTypeSchema = z.enum(['INCREASE', 'DECREASE', 'UNCHANGED', 'UNKNOWN']);

/** requirements §9: percentage change is (ratio − 1) × 100; null when the base is zero or unknown. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current / previous - 1) * 100;
}

export function changeTypeOf(delta: number | null): z.infer<typeof changeTypeSchema> {
  if (delta === null) return 'UNKNOWN';
  if (delta > 0) return 'INCREASE';
  if (delta < 0) return 'DECREASE';
  return 'UNCHANGED';
}
