import { z } from 'zod';
import { ACCESS_RIGHTS } from '@portal/core/shared';
import { BUILDING_TYPES, CONTRACT_TYPES, UTILITY_TYPES } from '@portal/domain';

/**
 * The locations plugin's wire contract (requirements §3 entities, §7 "Service location" calls), shared by the
 * web and the server so both validate the same shapes. Types derive from the schemas.
 *
 * Paths (all under /api; requirements §7 names the calls, we fixed the shapes where it says "not shown"):
 *   GET  /v2/servicelocation/user/:id/content
 *   GET  /v2/servicelocation/user/:id/location/:locationIdentifier/details?utilityType=
 *   GET  /v2/servicelocation/user/:id/location/:locationIdentifier/contracts?contractType=
 *   POST /v2/servicelocation/user/:id/setContentOrder
 *   POST /v2/servicelocation/user/:id/location/:locationIdentifier/name
 * `:id` is always the caller's own user id; any other id answers 404.
 * LOCATION_API builds the web's URLs for them (with the /api prefix the ApiClient expects).
 */
export const LOCATION_API = {
  content: (userId: string) => `/api/v2/servicelocation/user/${encodeURIComponent(userId)}/content`,
  details: (userId: string, locationIdentifier: string) =>
    `/api/v2/servicelocation/user/${encodeURIComponent(userId)}/location/${encodeURIComponent(locationIdentifier)}/details`,
  contracts: (userId: string, locationIdentifier: string) =>
    `/api/v2/servicelocation/user/${encodeURIComponent(userId)}/location/${encodeURIComponent(locationIdentifier)}/contracts`,
  setContentOrder: (userId: string) => `/api/v2/servicelocation/user/${encodeURIComponent(userId)}/setContentOrder`,
  name: (userId: string, locationIdentifier: string) =>
    `/api/v2/servicelocation/user/${encodeURIComponent(userId)}/location/${encodeURIComponent(locationIdentifier)}/name`,
} as const;

// --- Enumerations (requirements §3) ---

export const utilityTypeSchema = z.enum(UTILITY_TYPES);
export type UtilityType = z.infer<typeof utilityTypeSchema>;

export const contractTypeSchema = z.enum(CONTRACT_TYPES);
export type ContractType = z.infer<typeof contractTypeSchema>;

export const contentTypeSchema = z.enum(['CONTRACTS', 'CREATE_CONTRACT']);
export type ContentType = z.infer<typeof contentTypeSchema>;

export const accessRightSchema = z.enum(ACCESS_RIGHTS);
export type AccessRight = z.infer<typeof accessRightSchema>;

export const buildingTypeSchema = z.enum(BUILDING_TYPES);
export type BuildingType = z.infer<typeof buildingTypeSchema>;

// --- Location content (requirements §3 "Content item", "Location content ... features") ---

export const featureQualifierSchema = z.object({ type: z.string(), description: z.string() });

export const locationFeatureSchema = z.object({
  feature: z.string(),
  enabled: z.boolean(),
  readOnly: z.boolean(),
  qualifiers: z.array(featureQualifierSchema),
});
export type LocationFeatureWire = z.infer<typeof locationFeatureSchema>;

export const contentLocationSchema = z.object({
  locationIdentifier: z.string(),
  /** The user's own name for the place; null until they set one. */
  displayName: z.string().nullable(),
  /** The place's name from the contract system. */
  name: z.string(),
  address: z.string(),
});

/**
 * requirements §3 location content `marketPrice`, on electricity places with the marketPrice feature while the
 * marketPrice flag is on (else null): the spot price's mean over the last seven days (today included)
 * and the current hour's, each with the VAT of the delivery date and without, c/kWh (null when the
 * prices are not in); `notificationOn` whether the user has a price alert on.
 */
export const marketPriceContentSchema = z.object({
  weekAvgPriceVat: z.number().nullable(),
  weekAvgPriceVat0: z.number().nullable(),
  hourlyPriceVat: z.number().nullable(),
  hourlyPriceVat0: z.number().nullable(),
  priceUnit: z.literal('c/kWh'),
  notificationOn: z.boolean(),
});
export type MarketPriceContent = z.infer<typeof marketPriceContentSchema>;

export const contentItemSchema = z.object({
  utilityType: utilityTypeSchema,
  /** The customer who owns the contract content (not necessarily the viewer: sub-users, representatives). */
  contentOwnerId: z.string(),
  contentType: contentTypeSchema,
  contractType: contractTypeSchema,
  location: contentLocationSchema,
  /** 0-based position in the viewer's content order. */
  order: z.number().int().nonnegative(),
  features: z.array(locationFeatureSchema),
  /** Not in requirements §3's list but shown on the page; null when the place has none yet. */
  meteringPointId: z.string().nullable(),
  /** The viewer's right to the place, so the page can hide actions the server would refuse (403). */
  accessRight: accessRightSchema,
  /** B2B sorting and display (requirements §2: company, labels); empty for B2C places. */
  companyName: z.string().nullable(),
  labels: z.array(z.string()),
  marketPrice: marketPriceContentSchema.nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentResponseSchema = z.object({ content: z.array(contentItemSchema) });
export type ContentResponse = z.infer<typeof contentResponseSchema>;

/**
 * requirements §3 "Location list item": the minimal shape of B2B and admin location lists. The content call
 * already carries it inside each content item; it is exported for lists that need only this.
 */
export const locationListItemSchema = z.object({
  location: z.object({ locationIdentifier: z.string(), utilityType: utilityTypeSchema }),
  content: z.array(contentItemSchema),
});
export type LocationListItem = z.infer<typeof locationListItemSchema>;

// --- Location detail (requirements §3 "Location detail") ---

/** Money and prices travel as numbers in euros (or cents for c/kWh); the web formats them. */
export const locationDetailSchema = z.object({
  locationIdentifier: z.string(),
  utilityType: utilityTypeSchema,
  contractName: z.string().nullable(),
  additionalContractName: z.string().nullable(),
  locationBuildingType: buildingTypeSchema.nullable(),
  /** The price as the place shows it (priceVat when `vat`, else priceVat0). */
  price: z.number().nullable(),
  priceVat: z.number().nullable(),
  priceVat0: z.number().nullable(),
  /** e.g. `c/kWh`, `€/MWh`. */
  priceUnit: z.string().nullable(),
  greenPowerName: z.string().nullable(),
  greenPowerOn: z.boolean(),
  canHaveGreenPower: z.boolean(),
  canHaveHomeInsurance: z.boolean(),
  homeInsuranceOn: z.boolean(),
  potentialCarbonEmissionSavings: z.number().nullable(),
  potentialCarbonEmissionSavingsUnit: z.string().nullable(),
  energyMargin: z.number().nullable(),
  energyMarginVat: z.number().nullable(),
  energyMarginVat0: z.number().nullable(),
  energyMarginUnit: z.string().nullable(),
  /** requirements §5: VAT is shown by default unless the place says otherwise (e.g. a company place). */
  vat: z.boolean(),
});
export type LocationDetail = z.infer<typeof locationDetailSchema>;

export const detailsQuerySchema = z.object({ utilityType: utilityTypeSchema.default('ALL') });

// --- Contracts ---

export const contractSchema = z.object({
  contractId: z.string(),
  contractType: contractTypeSchema,
  contractName: z.string(),
  company: z.string(),
  /** ISO dates (YYYY-MM-DD); endDate null while the contract runs on. */
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractsQuerySchema = z.object({ contractType: contractTypeSchema.default('ALL') });
export const contractsResponseSchema = z.object({ contracts: z.array(contractSchema) });
export type ContractsResponse = z.infer<typeof contractsResponseSchema>;

// --- Writes (requirements §3 request bodies "content order", "location name") ---

/**
 * The viewer's whole content order: every place the user may see, each once, first one first.
 * Whole-list replacement keeps the server simple and makes a retried request harmless.
 */
export const setContentOrderBodySchema = z.object({
  locationIdentifiers: z
    .array(z.string().min(1))
    .min(1)
    .max(2000)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each use place may appear only once' }),
});
export type SetContentOrderBody = z.infer<typeof setContentOrderBodySchema>;

export const DISPLAY_NAME_MAX = 60;

/** The viewer's own name for the place; surrounding whitespace is not part of it. */
export const locationNameBodySchema = z.object({
  displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX),
});
export type LocationNameBody = z.infer<typeof locationNameBodySchema>;

export const locationNameResponseSchema = z.object({
  locationIdentifier: z.string(),
  displayName: z.string(),
});
export type LocationNameResponse = z.infer<typeof locationNameResponseSchema>;
