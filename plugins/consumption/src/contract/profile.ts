import { z } from 'zod';
import { localDateSchema, localPeriodSchema, timeAxisModeSchema } from './common';

export const profileQuerySchema = z.object({
  /** week, month (default), year or years; day modes are accepted but make a thin profile. */
  mode: timeAxisModeSchema.default('month'),
  start: localDateSchema,
});
export type ProfileQuery = z.output<typeof profileQuerySchema>;

/**
 * Average consumption per local hour of day: each actual hour is one sample (the repeated October
 * 03:00 hour gives two samples, the skipped spring hour none), averaged per wall-clock hour.
 */
export const hourOfDayProfileSchema = z.object({
  hour: z.number().int().min(0).max(23),
  averageKwh: z.number().nullable(),
  samples: z.number().int().nonnegative(),
});

/** Average consumption of a whole local day per ISO weekday (1 = Monday); only complete days count. */
export const weekdayProfileSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  averageKwh: z.number().nullable(),
  days: z.number().int().nonnegative(),
});

export const profileResponseSchema = z.object({
  locationIdentifier: z.string(),
  period: localPeriodSchema,
  byHourOfDay: z.array(hourOfDayProfileSchema).length(24),
  byWeekday: z.array(weekdayProfileSchema).length(7),
  /** Complete hours used; hours with a missing interval are left out rather than under-counted. */
  hoursUsed: z.number().int().nonnegative(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
