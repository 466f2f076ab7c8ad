import { z } from 'zod';

/**
 * A Helsinki calendar date `YYYY-MM-DD` (a local day, never a UTC instant) that exists, in the years
 * the portal can hold data for. Every plugin's API contract takes dates in this one form.
 */
export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const probe = new Date(Date.UTC(y, m - 1, d));
    return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d && y >= 2000 && y <= 2100;
  }, 'No such date');
export type LocalDateString = z.infer<typeof localDateSchema>;
