import { z } from 'zod';

/**
 * Admin ingest of a Datahub customer export (DOMAIN: `;`-separated, decimal comma, columns found by
 * header name). Body: the CSV as `text/csv`, or JSON `{ csv, meteringPoint? }`. `meteringPoint`
 * restricts the load to one point of a multi-point file. All or nothing: one bad line loads nothing
 * and answers 400 with `error.details = { line, field }`.
 */
export const ingestJsonBodySchema = z.object({
  csv: z.string().min(1).max(50_000_000),
  meteringPoint: z
    .string()
    .regex(/^643\d{15}$/, 'A Finnish metering point id: 18 digits starting with 643')
    .optional(),
});
export type IngestJsonBody = z.infer<typeof ingestJsonBodySchema>;

export const ingestQuerySchema = z.object({
  meteringPoint: z
    .string()
    .regex(/^643\d{15}$/, 'A Finnish metering point id: 18 digits starting with 643')
    .optional(),
});

export const ingestResponseSchema = z.object({
  /** Data lines read (header excluded). */
  lines: z.number().int().nonnegative(),
  meteringPoints: z.array(z.string()),
  inserted: z.number().int().nonnegative(),
  /** Intervals whose value or quality the file corrected. */
  updated: z.number().int().nonnegative(),
  /** Intervals already stored exactly so (a file loaded twice changes nothing). */
  unchanged: z.number().int().nonnegative(),
  /** Lines skipped because they belong to another metering point than the one asked for. */
  skipped: z.number().int().nonnegative(),
});
export type IngestResponse = z.infer<typeof ingestResponseSchema>;
