import { z } from 'zod';

export const REPORT_STATUSES = ['pending', 'ready', 'failed'] as const;

/** requirements §3 Reports: name, date, companyName, reportId; plus the place, year and the job's status. */
export const reportSchema = z.object({
  reportId: z.string(),
  name: z.string(),
  /** Local date `YYYY-MM-DD` the report was asked for. */
  date: z.string(),
  companyName: z.string(),
  locationIdentifier: z.string(),
  year: z.number().int(),
  status: z.enum(REPORT_STATUSES),
});

/** The places the user may ask a report for (every visible place), with the years that have data. */
export const reportPlaceSchema = z.object({ locationIdentifier: z.string(), name: z.string(), years: z.array(z.number().int()) });

export const reportListSchema = z.object({ reports: z.array(reportSchema), places: z.array(reportPlaceSchema) });

/** A report of one calendar year; the portal keeps metering data for a few years, never the future. */
export const createReportBodySchema = z.object({ year: z.number().int().min(2000).max(2100) }).strict();

export const userParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const placeParamsSchema = userParamsSchema.extend({ locationIdentifier: z.string().min(1).max(100) });
export const reportParamsSchema = userParamsSchema.extend({ reportId: z.string().uuid() });

export type UsageReport = z.infer<typeof reportSchema>;
export type UsageReportList = z.infer<typeof reportListSchema>;
