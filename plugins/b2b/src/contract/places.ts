import { z } from 'zod';
import { BUILDING_TYPES } from '@portal/domain';
import { localDateSchema } from '@portal/core/shared';

/**
 * Wire contract of the B2B place detail, composite locations, comparisons and exports (issue 15,
 * requirements §3 "Composite location", §7 B2B paths). Paths, under /api:
 *   company level  /v2/b2b/company/:companyReferenceId/servicelocation/user/:id/<op>
 *   location level …/location/:compositeLocationIdentifier/<op> (a plain place or a composite)
 */
const companyBase = (companyReferenceId: string, userId: string) =>
  `/api/v2/b2b/company/${encodeURIComponent(companyReferenceId)}/servicelocation/user/${encodeURIComponent(userId)}`;

export const B2B_PLACE_API = {
  company: (companyReferenceId: string, userId: string, op: string) => `${companyBase(companyReferenceId, userId)}/${op}`,
  location: (companyReferenceId: string, userId: string, locationIdentifier: string, op: string) =>
    `${companyBase(companyReferenceId, userId)}/location/${encodeURIComponent(locationIdentifier)}/${op}`,
} as const;

export const companyParamsSchema = z.object({
  companyReferenceId: z.string().min(1).max(40),
  id: z.string().min(1).max(100),
});
export const locationParamsSchema = companyParamsSchema.extend({ compositeLocationIdentifier: z.string().min(1).max(80) });

const utilityTypeSchema = z.enum(['ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION']);

/** requirements §3 flags: a plain place is "not a composite"; a place that is a member of one "is already" in one. */
export const compositeFlagsSchema = z.object({
  isNotACompositeLocation: z.boolean(),
  isAlreadyACompositeLocation: z.boolean(),
});

export const placeSummarySchema = compositeFlagsSchema.extend({
  locationIdentifier: z.string(),
  name: z.string(),
  address: z.string(),
  utilityType: utilityTypeSchema,
  compositeLocationIdentifier: z.string().nullable(),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

export const placeDetailSchema = compositeFlagsSchema.extend({
  compositeLocationIdentifier: z.string(),
  name: z.string(),
  utilityType: utilityTypeSchema,
  accessRight: z.enum(['READ_ONLY', 'FULL_ACCESS']),
  members: z.array(placeSummarySchema),
  floorAreaM2: z.number().nullable(),
  costCentre: z.string().nullable(),
  buildingType: z.enum(BUILDING_TYPES).nullable(),
});
export type PlaceDetail = z.infer<typeof placeDetailSchema>;

export const setLocationDetailsBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    floorAreaM2: z.number().positive().max(10_000_000).nullable().optional(),
    costCentre: z.string().trim().max(40).nullable().optional(),
  })
  .strict();
export type SetLocationDetailsBody = z.infer<typeof setLocationDetailsBodySchema>;

export const b2bContractSchema = z.object({
  locationIdentifier: z.string(),
  contractId: z.string(),
  contractType: z.string(),
  productName: z.string(),
  pricing: z.enum(['FIXED', 'SPOT']).nullable(),
  /** c/kWh VAT 0 (fixed price or spot margin). */
  priceVat0: z.number().nullable(),
  basicFeeEurMonth: z.number(),
  startDate: localDateSchema,
  endDate: localDateSchema.nullable(),
});
export const contractsResponseSchema = z.object({ contracts: z.array(b2bContractSchema) });

export const graphQuerySchema = z.object({
  mode: z.enum(['day', 'week', 'month', 'year']).default('month'),
  date: localDateSchema,
  resolution: z.enum(['PT15M', 'PT1H']).default('PT1H'),
});
export type GraphQuery = z.infer<typeof graphQuerySchema>;

export const graphPointSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** null when no interval of the bucket is stored. */
  kwh: z.number().nullable(),
  missingIntervals: z.number().int(),
  estimatedIntervals: z.number().int(),
});
export const graphResponseSchema = z.object({
  compositeLocationIdentifier: z.string(),
  unit: z.enum(['PT15M', 'PT1H', 'P1D', 'P1M']),
  /** Exact Σ kWh of the period, as text with four decimals (sums of many places must not drift). */
  totalKwh: z.string(),
  points: z.array(graphPointSchema),
});
export type GraphResponse = z.infer<typeof graphResponseSchema>;

export const currentResponseSchema = z.object({
  measurementDate: localDateSchema.nullable(),
  yesterdayKwh: z.number().nullable(),
  previousWeekKwh: z.number().nullable(),
  previousMonthKwh: z.number().nullable(),
});
export const averagesResponseSchema = z.object({
  /** Mean kWh per local day over the last 30 days with data. */
  dayAverageKwh: z.number().nullable(),
  /** Mean kWh per ISO weekday (Monday first) over the same days. */
  weekdayAverageKwh: z.array(z.number().nullable()).length(7),
});
export const additionalServicesResponseSchema = z.object({
  services: z.array(
    z.object({
      locationIdentifier: z.string(),
      greenPowerName: z.string().nullable(),
      greenPowerOn: z.boolean(),
      canHaveGreenPower: z.boolean(),
      homeInsuranceOn: z.boolean(),
      canHaveHomeInsurance: z.boolean(),
    }),
  ),
});

// --- Composite locations ---

export const compositeEligibleResponseSchema = z.object({ places: z.array(placeSummarySchema) });
export const compositeSchema = z.object({
  compositeLocationIdentifier: z.string(),
  name: z.string(),
  utilityType: utilityTypeSchema,
  members: z.array(placeSummarySchema),
});
export type CompositeWire = z.infer<typeof compositeSchema>;
export const compositeExistingResponseSchema = z.object({ composites: z.array(compositeSchema) });

/** A composite needs at least two places (checked after the places' access, so a foreign one is 404 first); the bench has 1 000. */
export const MIN_COMPOSITE_MEMBERS = 2;
export const MAX_COMPOSITE_MEMBERS = 5000;
const memberListSchema = z
  .array(z.string().min(1).max(80))
  .min(1)
  .max(MAX_COMPOSITE_MEMBERS)
  .refine((ids) => new Set(ids).size === ids.length, 'A place may be listed once');
export const createCompositeBodySchema = z.object({ name: z.string().trim().min(1).max(100), locationIdentifiers: memberListSchema }).strict();
export type CreateCompositeBody = z.infer<typeof createCompositeBodySchema>;
/** The modify form sends the whole composite: its name and its members. */
export const modifyCompositeBodySchema = createCompositeBodySchema;
export type ModifyCompositeBody = z.infer<typeof modifyCompositeBodySchema>;

// --- Comparisons ---

export const comparisonsQuerySchema = z.object({
  by: z.enum(['kwhPerM2', 'perMonth']).default('kwhPerM2'),
  year: z.coerce.number().int().min(2000).max(2100),
});
export const comparisonRowSchema = z.object({
  locationIdentifier: z.string(),
  name: z.string(),
  totalKwh: z.number(),
  floorAreaM2: z.number().nullable(),
  kwhPerM2: z.number().nullable(),
  /** Σ kWh per local month, January first. */
  months: z.array(z.number()).length(12),
  /** Distance from the set's median in robust units (median absolute deviation); outliers are |z| ≥ 3. */
  deviation: z.number().nullable(),
  outlier: z.boolean(),
});
export const comparisonsResponseSchema = z.object({ rows: z.array(comparisonRowSchema) });
export type ComparisonsResponse = z.infer<typeof comparisonsResponseSchema>;

// --- Selection CSV ---

export const selectionCsvBodySchema = z
  .object({
    locationIdentifiers: z.array(z.string().min(1).max(80)).min(1).max(500),
    from: localDateSchema,
    to: localDateSchema,
    resolution: z.enum(['PT15M', 'PT1H', 'P1D']).default('P1D'),
  })
  .strict();
export type SelectionCsvBody = z.infer<typeof selectionCsvBodySchema>;

// --- Company-level pricing and invoices ---

export const pricingResponseSchema = z.object({
  places: z.array(
    z.object({
      locationIdentifier: z.string(),
      name: z.string(),
      productName: z.string().nullable(),
      pricing: z.enum(['FIXED', 'SPOT']).nullable(),
      /** c/kWh: the fixed price, or the spot margin for a spot contract. */
      priceVat0: z.number().nullable(),
      /** With the VAT of today's delivery date. */
      priceVat: z.number().nullable(),
      vatPercent: z.number(),
      basicFeeEurMonth: z.number().nullable(),
    }),
  ),
});

export const invoicesQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
export const companyInvoicesResponseSchema = z.object({
  invoices: z.array(
    z.object({
      invoiceNumber: z.string(),
      locationIdentifier: z.string(),
      status: z.string(),
      periodStart: localDateSchema,
      periodEnd: localDateSchema,
      dueDate: localDateSchema,
      amount: z.number(),
      amountVat0: z.number(),
    }),
  ),
  totalAmount: z.number(),
});

// --- Mass export (background job) ---

export const massExportBodySchema = z
  .object({
    locationIdentifiers: z.array(z.string().min(1).max(80)).min(1).max(1000),
    year: z.number().int().min(2000).max(2100),
  })
  .strict();
export type MassExportBody = z.infer<typeof massExportBodySchema>;
export const massExportParamsSchema = companyParamsSchema.extend({ exportId: z.string().uuid() });
export const massExportStatusSchema = z.object({
  exportId: z.string(),
  state: z.enum(['queued', 'running', 'ready', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  year: z.number().int(),
  createdAt: z.string(),
});
export type MassExportStatus = z.infer<typeof massExportStatusSchema>;

// --- Invoice check ---

export const invoiceCheckQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export const invoiceCheckRowSchema = z.object({
  locationIdentifier: z.string(),
  /** The invoiced month (YYYY-MM), from the invoice's period start. */
  month: z.string(),
  invoiceNumber: z.string(),
  invoicedKwh: z.string().nullable(),
  meteredKwh: z.string(),
  /** Euros as exact text with two decimals. */
  invoicedAmount: z.string(),
  expectedAmount: z.string().nullable(),
  difference: z.string().nullable(),
  status: z.enum(['difference', 'ok']),
});
export type InvoiceCheckRow = z.infer<typeof invoiceCheckRowSchema>;
export const invoiceCheckResponseSchema = z.object({ rows: z.array(invoiceCheckRowSchema) });
