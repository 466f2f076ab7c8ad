import { z } from 'zod';

/** requirements §9: company place lists show 20 places a page. */
export const LIST_PAGE_SIZE = 20;

/** requirements §2 sort keys of a company location list, plus the user's own content order. */
export const LIST_SORT_KEYS = ['address', 'alertsTriggered', 'alertsEnabled', 'name', 'company', 'labels', 'contentOrder'] as const;
export type ListSortKey = (typeof LIST_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A label: trimmed, 1–40 characters (location_labels check). */
export const labelSchema = z.string().trim().min(1, 'A label is 1–40 characters').max(40, 'A label is 1–40 characters');

/** The filter both list calls and the CSV share: free text over address, name, identifier and label; one label. */
export const listFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  label: labelSchema.optional(),
});
export type ListFilter = z.infer<typeof listFilterSchema>;

export const listSummaryQuerySchema = listFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sort: z.enum(LIST_SORT_KEYS).default('address'),
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
});
export type ListSummaryQuery = z.infer<typeof listSummaryQuerySchema>;

export const listSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
});

const decimal = z.string().regex(/^-?\d+\.\d+$/);

export const listPlaceSchema = z.object({
  locationIdentifier: z.string(),
  name: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** The business customer's own id for the place (cost centre, site number): the "company" sort key. */
  companyReferenceId: z.string().nullable(),
  utilityType: z.enum(['ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION']),
  labels: z.array(z.string()),
  alertsEnabled: z.number().int(),
  alertsTriggered: z.number().int(),
  accessRight: z.enum(['READ_ONLY', 'FULL_ACCESS']),
  /** kWh of the previous Helsinki month from the monthly rollup; null when nothing is metered. */
  consumptionLastMonthKwh: decimal.nullable(),
});
export type ListPlace = z.infer<typeof listPlaceSchema>;

export const companySchema = z.object({ customerCode: z.string(), name: z.string() });
export type Company = z.infer<typeof companySchema>;
export const companiesResponseSchema = z.object({ companies: z.array(companySchema) });

export const listTotalsSchema = z.object({
  places: z.number().int(),
  /** The previous Helsinki month, YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  consumptionKwh: decimal,
  /** Estimated energy cost of that month in euros (docs/b2b.md "Cost in the totals"). */
  costEur: decimal,
});
export type ListTotals = z.infer<typeof listTotalsSchema>;

export const listSummaryResponseSchema = z.object({
  company: companySchema,
  /** Every business customer the caller reaches here: the web shows a selector when there are several. */
  companies: z.array(companySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(LIST_SORT_KEYS),
  direction: z.enum(SORT_DIRECTIONS),
  totals: listTotalsSchema,
  places: z.array(listPlaceSchema),
  /** Every label used on the company's places the caller sees (the label filter's choices). */
  labels: z.array(z.string()),
});
export type ListSummaryResponse = z.infer<typeof listSummaryResponseSchema>;

export const listSearchResponseSchema = z.object({
  matches: z.array(
    z.object({
      locationIdentifier: z.string(),
      name: z.string(),
      streetAddress: z.string(),
      city: z.string(),
      /** Which field matched, so the web can say why a place is offered. */
      matchedOn: z.enum(['address', 'name', 'identifier', 'label']),
    }),
  ),
});
export type ListSearchResponse = z.infer<typeof listSearchResponseSchema>;

export const setContentOrderBodySchema = z.object({
  /** Every place of the list in the wanted order; places left out keep their position after these. */
  locationIdentifiers: z.array(z.string().min(1).max(100)).min(1).max(10_000),
});

export const labelsBodySchema = z.object({ labels: z.array(labelSchema).min(1).max(20) });
export const labelsResponseSchema = z.object({ labels: z.array(z.string()) });

export const listCsvBodySchema = listFilterSchema.extend({
  sort: z.enum(LIST_SORT_KEYS).default('address'),
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
  language: z.enum(['fi', 'sv', 'en']).default('fi'),
});
export const listCsvResponseSchema = z.object({ fileName: z.string(), csv: z.string() });
