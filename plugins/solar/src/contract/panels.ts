import { z } from 'zod';
import { localDateSchema, localSpanSchema, productionPeriodSchema } from './common';

/** requirements §3 "Solar panel details": the panels of a plant. */
export const panelGroupSchema = z.object({
  count: z.number().int(),
  /** Nominal power of one panel, W. */
  powerW: z.number(),
  tiltDeg: z.number(),
  /** Compass bearing the panels face, degrees (180 = south). */
  azimuthDeg: z.number(),
});

export const inverterSchema = z.object({
  nominalPowerKw: z.number(),
  commissionDate: localDateSchema,
  model: z.string(),
  serialNumber: z.string(),
});

/** What the yearly production equals in things a person knows (requirements §3 savings equivalents). */
export const savingsEquivalentsSchema = z.object({
  /** kg CO₂ avoided against the Finnish grid's average emissions. */
  co2Kg: z.number(),
  /** Kilometres an electric car drives on it. */
  electricCarKm: z.number(),
  /** Saunas heated (about 10 kWh each). */
  saunaHeats: z.number(),
});

/** requirements §3 panel info: the summary of one plant. */
export const panelInfoSchema = z.object({
  panelId: z.string(),
  panelName: z.string(),
  /** The use place it is linked to, or null (unlinked: findLink can match it). */
  locationIdentifier: z.string().nullable(),
  locationName: z.string().nullable(),
  energyLast24Hours: z.number().nullable(),
  energyLast12Months: z.number().nullable(),
  energyUnit: z.literal('kWh'),
  /** Mean power of the latest metered interval. */
  powerNow: z.number().nullable(),
  powerUnit: z.literal('kW'),
  /** The start of the interval `powerNow` is from (ISO instant). */
  powerMeasuredAt: z.string().nullable(),
  /** Whether the caller may link, unlink or delete it (owner or FULL_ACCESS). */
  canManage: z.boolean(),
});
export type PanelInfo = z.infer<typeof panelInfoSchema>;

export const panelSummarySchema = z.object({ panels: z.array(panelInfoSchema) });
export type PanelSummary = z.infer<typeof panelSummarySchema>;

export const panelDetailsSchema = panelInfoSchema.extend({
  latitude: z.number(),
  longitude: z.number(),
  kWp: z.number(),
  savings: savingsEquivalentsSchema,
  panels: z.array(panelGroupSchema),
  inverters: z.array(inverterSchema),
});
export type PanelDetails = z.infer<typeof panelDetailsSchema>;

/** requirements §3 solar production modes: energy (kWh per bucket) or power (kW curve of one day). */
export const productionModeSchema = z.enum(['energy', 'power']);
export type ProductionMode = z.infer<typeof productionModeSchema>;

export const productionQuerySchema = z.object({
  mode: productionModeSchema.default('energy'),
  period: productionPeriodSchema.default('day'),
  start: localDateSchema,
});

export const productionPointSchema = z.object({
  /** ISO instant of the bucket's start. */
  start: z.string(),
  /** Local label date of the bucket (its first day). */
  date: localDateSchema,
  /** kWh in energy mode, mean kW in power mode; null when nothing was metered. */
  value: z.number().nullable(),
});

export const productionSeriesSchema = z.object({
  panelId: z.string(),
  mode: productionModeSchema,
  period: productionPeriodSchema,
  span: localSpanSchema,
  /** Bucket length: quarter/hour in a day, day in a week or month, month in a year, year in years. */
  resolution: z.enum(['quarter', 'hour', 'day', 'month', 'year']),
  unit: z.enum(['kWh', 'kW']),
  points: z.array(productionPointSchema),
  /** kWh over the span (also in power mode). */
  totalKwh: z.number(),
});
export type ProductionSeries = z.infer<typeof productionSeriesSchema>;

export const findLinkBodySchema = z.object({ panelId: z.string().min(1).max(100) });

export const linkCandidateSchema = z.object({
  locationIdentifier: z.string(),
  locationName: z.string(),
  /** Pearson correlation of production and the place's export, −1…1. */
  correlation: z.number(),
  /** Local days compared (at most 7, requirements §9). */
  days: z.number().int(),
});

export const findLinkResponseSchema = z.object({
  panelId: z.string(),
  /** The best match, or null when no place's export follows the production closely enough. */
  match: linkCandidateSchema.nullable(),
  candidates: z.array(linkCandidateSchema),
});
export type FindLinkResponse = z.infer<typeof findLinkResponseSchema>;

export const linkResponseSchema = z.object({ panelId: z.string(), locationIdentifier: z.string().nullable() });
