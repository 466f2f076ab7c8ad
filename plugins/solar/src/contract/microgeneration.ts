import { z } from 'zod';
import { changeTypeSchema, localDateSchema, localMonthSchema, localSpanSchema, periodSchema } from './common';

export const microTimeseriesQuerySchema = z.object({ period: periodSchema.default('day'), start: localDateSchema });
export const statementQuerySchema = z.object({ month: localMonthSchema });

/**
 * One row after netting (DOMAIN: within each metering period production first covers use; only the
 * surplus is sold). kWh; null where a period of the row had no reading. Euros VAT 0.
 */
export const netRowSchema = z.object({
  start: z.string(),
  date: localDateSchema,
  consumptionKwh: z.number().nullable(),
  productionKwh: z.number().nullable(),
  selfUsedKwh: z.number().nullable(),
  exportedKwh: z.number().nullable(),
  importedKwh: z.number().nullable(),
  /** Exported × (spot − fee), VAT 0 (a private seller charges none), to the cent. */
  exportRevenueEur: z.number().nullable(),
  /** False when a period of the row lacks a reading or a price. */
  complete: z.boolean(),
});
export type NetRow = z.infer<typeof netRowSchema>;

export const netTotalsSchema = netRowSchema.omit({ start: true, date: true }).extend({
  /** Self-used ÷ production, %. */
  selfConsumptionPercent: z.number().nullable(),
  /** Self-used ÷ consumption, %. */
  selfSufficiencyPercent: z.number().nullable(),
});
export type NetTotals = z.infer<typeof netTotalsSchema>;

export const microTimeseriesSchema = z.object({
  locationIdentifier: z.string(),
  period: periodSchema,
  span: localSpanSchema,
  resolution: z.enum(['quarter', 'hour', 'day', 'month']),
  /** The netting period in minutes (the meter's resolution). */
  nettingMinutes: z.union([z.literal(15), z.literal(60)]),
  rows: z.array(netRowSchema),
  totals: netTotalsSchema,
});
export type MicroTimeseries = z.infer<typeof microTimeseriesSchema>;

const periodProductionSchema = z.object({
  span: localSpanSchema,
  production: z.number().nullable(),
  delta: z.number().nullable(),
  type: changeTypeSchema,
});

/** requirements §3 location content's microgenerationProduction, plus the month's self-sufficiency. */
export const microSummarySchema = z.object({
  locationIdentifier: z.string(),
  measurementDate: localDateSchema.nullable(),
  yesterdayProduction: z.number().nullable(),
  previousDayDelta: z.number().nullable(),
  previousWeek: periodProductionSchema,
  previousMonth: periodProductionSchema,
  monthSelfSufficiencyPercent: z.number().nullable(),
  monthSelfConsumptionPercent: z.number().nullable(),
});
export type MicroSummary = z.infer<typeof microSummarySchema>;

/** The monthly solar statement: what the panels were worth. Euros to the cent. */
export const statementSchema = z.object({
  locationIdentifier: z.string(),
  month: localMonthSchema,
  span: localSpanSchema,
  productionKwh: z.number(),
  selfUsedKwh: z.number(),
  exportedKwh: z.number(),
  /** Self-used kWh × the customer's own all-in import price of each period (energy, transfer, tax, VAT). */
  selfUsedValueEur: z.number(),
  /** Exported kWh × (spot − fee) of each period, VAT 0. */
  exportRevenueEur: z.number(),
  totalValueEur: z.number(),
  /** Share of exported kWh made in periods with a negative spot price, %. */
  negativePriceExportPercent: z.number().nullable(),
  /** False when a period lacked a reading or price: the sums cover the rest. */
  complete: z.boolean(),
});
export type SolarStatement = z.infer<typeof statementSchema>;
