import { localDateSchema } from '@portal/core/shared';
import { z } from 'zod';

/** A place as the external API lists it (requirements §7: locationIdentifier and utilityType as in the portal's lists). */
export const v1LocationSchema = z.object({
  locationIdentifier: z.string(),
  utilityType: z.enum(['ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION']),
  /** The name the company gave the place (its main user's), else the place's own. */
  name: z.string(),
  meteringPointId: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  labels: z.array(z.string()),
});

/** GET /api/external/v1/locations */
export const v1LocationsResponseSchema = z.object({ companyReferenceId: z.string(), locations: z.array(v1LocationSchema) });

/** A period of Helsinki days, both ends included; at most about three years. */
export const v1PeriodQuerySchema = z
  .object({ from: localDateSchema, to: localDateSchema })
  .strict()
  .refine((q) => q.from <= q.to, { message: '`to` must not be before `from`', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 1100 * 86_400_000, { message: 'At most 1100 days', path: ['to'] });

/** kWh as a decimal string (no float rounding on the way); the database keeps three decimals. */
const kwhSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/** GET /api/external/v1/locations/search/summary?from&to */
export const v1SearchSummaryResponseSchema = z.object({
  from: localDateSchema,
  to: localDateSchema,
  totalKwh: kwhSchema,
  locations: z.array(z.object({ locationIdentifier: z.string(), utilityType: v1LocationSchema.shape.utilityType, energyKwh: kwhSchema })),
});

export const v1PlaceParamsSchema = z.object({ locationIdentifier: z.string().min(1).max(100) });

/** GET .../timeseries?from&to&resolution: hour from the raw readings, day and month from the rollups. */
export const v1TimeseriesQuerySchema = z
  .object({ from: localDateSchema, to: localDateSchema, resolution: z.enum(['hour', 'day', 'month']).default('day') })
  .strict()
  .refine((q) => q.from <= q.to, { message: '`to` must not be before `from`', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= (q.resolution === 'hour' ? 366 : 1100) * 86_400_000, {
    message: 'Too long a period for this resolution (hour: 366 days, else 1100)',
    path: ['to'],
  });

export const v1TimeseriesResponseSchema = z.object({
  locationIdentifier: z.string(),
  resolution: z.enum(['hour', 'day', 'month']),
  unit: z.literal('kWh'),
  totalKwh: kwhSchema,
  /** `start`: an hour's UTC instant (ISO), a Helsinki day (YYYY-MM-DD) or a month's first day. */
  points: z.array(z.object({ start: z.string(), energyKwh: kwhSchema })),
});

/** GET .../pricing: the place's contracts in force today, prices VAT 0 as stored (decimal strings). */
export const v1PricingResponseSchema = z.object({
  locationIdentifier: z.string(),
  date: localDateSchema,
  contracts: z.array(
    z.object({
      contractId: z.string(),
      contractType: z.string(),
      productName: z.string(),
      pricing: z.enum(['FIXED', 'SPOT']).nullable(),
      fixedPriceCentsPerKwhVat0: z.string().nullable(),
      spotMarginCentsPerKwhVat0: z.string().nullable(),
      basicFeeEurPerMonthVat0: z.string(),
      transferPriceCentsPerKwhVat0: z.string().nullable(),
      transferBasicFeeEurPerMonthVat0: z.string().nullable(),
      startDate: localDateSchema,
      endDate: localDateSchema.nullable(),
    }),
  ),
});

/** PUT .../details: the company's name for the place (as the portal's "set location details" sets it). */
export const v1DetailsBodySchema = z.object({ name: z.string().trim().min(1).max(100) }).strict();

export type V1Location = z.infer<typeof v1LocationSchema>;
