import { z } from 'zod';

/**
 * Admin ingest of day-ahead prices (DOMAIN "Spot market prices"): `;`-separated, decimal comma, columns
 * found by header name: delivery start in UTC, resolution (PT60M / PT15M) or delivery end, price in
 * €/MWh VAT 0. Body: the CSV as `text/csv`, or JSON `{ csv }`. All or nothing: one bad line loads
 * nothing and answers 400 with `error.details = { line, field }`.
 */
export const spotPriceIngestJsonBodySchema = z.object({
  csv: z.string().min(1).max(50_000_000),
});
export type SpotPriceIngestJsonBody = z.infer<typeof spotPriceIngestJsonBodySchema>;

export const spotPriceIngestResponseSchema = z.object({
  /** Price lines read (header excluded). */
  lines: z.number().int().nonnegative(),
  /** Start of the file's first period and end of its last (UTC ISO); null for a file without lines. */
  firstStart: z.string().nullable(),
  lastEnd: z.string().nullable(),
  inserted: z.number().int().nonnegative(),
  /** Periods whose price (or length) the file corrected. */
  updated: z.number().int().nonnegative(),
  /** Periods already stored exactly so (a file loaded twice changes nothing). */
  unchanged: z.number().int().nonnegative(),
  /** Stored periods of another length that overlapped the file's periods and were removed. */
  replaced: z.number().int().nonnegative(),
});
export type SpotPriceIngestResponse = z.infer<typeof spotPriceIngestResponseSchema>;
