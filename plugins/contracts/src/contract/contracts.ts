import { z } from 'zod';
import { ACCESS_RIGHTS } from '@portal/core/shared';
import { CONTRACT_TYPES } from '@portal/domain';

/**
 * The contracts plugin's wire contract (requirements §3 location detail, §7 "contracts (includeVAT)",
 * switchGuard, productComparison, followupoffer), shared by web and server. Types derive from the schemas.
 *
 * Paths, all under /api (requirements §7 gives the follow-up offer path; the others follow its shapes):
 *   GET /v1/contracts/user/:id/location/:locationIdentifier?includeVAT=&contractType=
 *   PUT /v1/contracts/user/:id/location/:locationIdentifier/greenpower              { on }
 *   GET /v2/servicelocation/user/:id/location/:locationIdentifier/contract/switchGuard
 *   GET /v2/servicelocation/user/:id/location/:locationIdentifier/productComparison?includeVAT=
 *   GET /v2/servicelocation/user/:id/location/:locationIdentifier/followupoffer?includeVAT=
 *   PUT /v2/servicelocation/user/:id/followupoffer/accept/:leadId
 * `:id` is always the caller's own user id; any other id answers 404.
 */
const user = (id: string) => encodeURIComponent(id);
const place = (locationIdentifier: string) => encodeURIComponent(locationIdentifier);

export const CONTRACTS_API = {
  contracts: (userId: string, locationIdentifier: string) => `/api/v1/contracts/user/${user(userId)}/location/${place(locationIdentifier)}`,
  greenPower: (userId: string, locationIdentifier: string) =>
    `/api/v1/contracts/user/${user(userId)}/location/${place(locationIdentifier)}/greenpower`,
  switchGuard: (userId: string, locationIdentifier: string) =>
    `/api/v2/servicelocation/user/${user(userId)}/location/${place(locationIdentifier)}/contract/switchGuard`,
  productComparison: (userId: string, locationIdentifier: string) =>
    `/api/v2/servicelocation/user/${user(userId)}/location/${place(locationIdentifier)}/productComparison`,
  followUpOffers: (userId: string, locationIdentifier: string) =>
    `/api/v2/servicelocation/user/${user(userId)}/location/${place(locationIdentifier)}/followupoffer`,
  acceptFollowUpOffer: (userId: string, leadId: string) =>
    `/api/v2/servicelocation/user/${user(userId)}/followupoffer/accept/${encodeURIComponent(leadId)}`,
} as const;

// --- Constants (requirements §9) ---

/** requirements §9 "default green power package size": kWh a year covered by guarantees of origin. */
export const GREEN_POWER_PACKAGE_KWH = 3000;
export const ENERGY_PRICE_UNIT = 'c/kWh';
export const MONTHLY_FEE_UNIT = '€/kk';
export const YEARLY_COST_UNIT = '€/v';
export const CARBON_SAVINGS_UNIT = 'kg CO2/v';

// --- Enumerations (requirements §3) ---

export const contractTypeSchema = z.enum(CONTRACT_TYPES);
export type ContractType = z.infer<typeof contractTypeSchema>;
/** A stored contract's type; ALL is only a filter value. */
export type StoredContractType = Exclude<ContractType, 'ALL'>;

export const accessRightSchema = z.enum(ACCESS_RIGHTS);
export type AccessRight = z.infer<typeof accessRightSchema>;

/**
 * `includeVAT=true|false` in a query string. Absent means "as the place and the user say" (requirements §5:
 * VAT shown unless the place says otherwise; business customers compare prices without VAT).
 */
export const includeVatQuerySchema = z
  .enum(['true', 'false'], { message: 'includeVAT must be true or false' })
  .transform((value) => value === 'true')
  .optional();

// --- Prices ---

/**
 * One price as requirements §3 names its parts: `value` is the figure shown in the chosen VAT mode, `vat` and
 * `vat0` both travel so the web can toggle without asking again. c/kWh to 4 decimals, euros to cents.
 */
export const priceSchema = z.object({
  value: z.number(),
  vat: z.number(),
  vat0: z.number(),
  unit: z.string(),
  /** The VAT rate in force on the delivery date the price is for. */
  vatRatePercent: z.number(),
});
export type Price = z.infer<typeof priceSchema>;

// --- Contracts (GET /v1/contracts/...) ---

export const greenPowerSchema = z.object({
  greenPowerName: z.string().nullable(),
  greenPowerOn: z.boolean(),
  canHaveGreenPower: z.boolean(),
  packageSizeKwh: z.number(),
  /** CO2 the package avoids a year versus the residual mix; null when no emission factor is known. */
  potentialCarbonEmissionSavings: z.number().nullable(),
  potentialCarbonEmissionSavingsUnit: z.string(),
  /** Where the emission factor comes from, so the number can be checked. */
  emissionFactorSource: z.string().nullable(),
});
export type GreenPower = z.infer<typeof greenPowerSchema>;

export const homeInsuranceSchema = z.object({
  homeInsuranceOn: z.boolean(),
  canHaveHomeInsurance: z.boolean(),
});
export type HomeInsurance = z.infer<typeof homeInsuranceSchema>;

/** The network (transfer) part, when the retailer also invoices the network. */
export const networkPartSchema = z.object({
  transferPrice: priceSchema,
  transferBasicFee: priceSchema,
  taxClass: z.enum(['I', 'II']),
});
export type NetworkPart = z.infer<typeof networkPartSchema>;

export const contractStatusSchema = z.enum(['ACTIVE', 'UPCOMING']);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const contractDetailSchema = z.object({
  contractId: z.string(),
  contractType: contractTypeSchema,
  status: contractStatusSchema,
  contractName: z.string(),
  additionalContractName: z.string().nullable(),
  pricing: z.enum(['FIXED', 'SPOT']).nullable(),
  /** ISO dates; endDate null for a contract that runs until further notice. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Fixed price (FIXED); a spot contract has none: its price is the spot price plus the margin. */
  price: priceSchema.nullable(),
  /** The retailer's margin on top of spot (SPOT). */
  energyMargin: priceSchema.nullable(),
  basicFee: priceSchema.nullable(),
  network: networkPartSchema.nullable(),
  /** null when the green power feature is off or the contract sells no energy. */
  greenPower: greenPowerSchema.nullable(),
  /** null when the home insurance feature is off. */
  homeInsurance: homeInsuranceSchema.nullable(),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

export const contractsQuerySchema = z.object({
  includeVAT: includeVatQuerySchema,
  contractType: contractTypeSchema.default('ALL'),
});

export const contractsResponseSchema = z.object({
  locationIdentifier: z.string(),
  /** Whether `value` of every price includes VAT. */
  vatIncluded: z.boolean(),
  /** The viewer's right to the place, so the web hides switches the server would refuse (403). */
  accessRight: accessRightSchema,
  /** Contracts in force today, then those starting later; ended ones are left out. */
  contracts: z.array(contractDetailSchema),
});
export type ContractsResponse = z.infer<typeof contractsResponseSchema>;

// --- Green power (PUT .../greenpower) ---

export const greenPowerBodySchema = z.object({ on: z.boolean({ required_error: 'on is required' }) });
export type GreenPowerBody = z.infer<typeof greenPowerBodySchema>;

export const greenPowerResponseSchema = z.object({ contractId: z.string(), greenPower: greenPowerSchema });
export type GreenPowerResponse = z.infer<typeof greenPowerResponseSchema>;

// --- Switch guard (GET .../contract/switchGuard) ---

/**
 * Why a switch is not possible now:
 * - FIXED_TERM_RUNNING: a fixed-term energy contract binds until its end date (a consumer cannot end it early)
 * - SWITCH_PENDING: a contract starting later is already agreed
 * - NOT_SWITCHABLE: district heating comes from the local network owner only
 * - READ_ONLY: the viewer may only look at this place
 */
export const switchGuardReasonSchema = z.enum(['FIXED_TERM_RUNNING', 'SWITCH_PENDING', 'NOT_SWITCHABLE', 'READ_ONLY']);
export type SwitchGuardReason = z.infer<typeof switchGuardReasonSchema>;

export const switchGuardResponseSchema = z.object({
  allowed: z.boolean(),
  reason: switchGuardReasonSchema.nullable(),
  /** The first day a new contract can start, when the reason has one. */
  allowedFrom: z.string().nullable(),
  contractId: z.string().nullable(),
});
export type SwitchGuardResponse = z.infer<typeof switchGuardResponseSchema>;

// --- Network product comparison (GET .../productComparison) ---

export const consumptionBasisSchema = z.object({
  /** Local dates, inclusive: the last 12 full months of days before today. */
  from: z.string(),
  to: z.string(),
  totalKwh: z.number(),
  /** 22–07 local time. */
  nightKwh: z.number(),
  /** 1.11.–31.3. Mon–Sat 07–22 local time. */
  winterDayKwh: z.number(),
  /** Intervals without a reading: the costs then understate, and the web says so. */
  missingIntervals: z.number().int().nonnegative(),
  estimatedIntervals: z.number().int().nonnegative(),
});
export type ConsumptionBasis = z.infer<typeof consumptionBasisSchema>;

export const networkProductKindSchema = z.enum(['GENERAL', 'TIME_OF_USE', 'SEASONAL']);
export type NetworkProductKind = z.infer<typeof networkProductKindSchema>;

export const networkProductCostSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  kind: networkProductKindSchema,
  current: z.boolean(),
  /** Euros a year for this consumption, transfer and basic fee (electricity tax is the same in all). */
  yearlyCost: priceSchema,
  /** Versus the current product; negative saves money. */
  differenceToCurrent: z.number().nullable(),
  cheapest: z.boolean(),
});
export type NetworkProductCost = z.infer<typeof networkProductCostSchema>;

export const productComparisonQuerySchema = z.object({ includeVAT: includeVatQuerySchema });

export const productComparisonResponseSchema = z.object({
  locationIdentifier: z.string(),
  vatIncluded: z.boolean(),
  /** null when the retailer does not invoice this place's network: nothing to compare. */
  consumption: consumptionBasisSchema.nullable(),
  products: z.array(networkProductCostSchema),
});
export type ProductComparisonResponse = z.infer<typeof productComparisonResponseSchema>;

// --- Follow-up offer (GET .../followupoffer, PUT .../followupoffer/accept/:leadId) ---

export const followUpOfferSchema = z.object({
  leadId: z.string(),
  contractId: z.string(),
  /** The contract the offer continues: its name and end date. */
  currentContractName: z.string(),
  currentEndDate: z.string(),
  productName: z.string(),
  termMonths: z.number().int().positive(),
  /** The new contract's first day: the day after the current one ends. VAT is by this delivery date. */
  startDate: z.string(),
  price: priceSchema,
  basicFee: priceSchema,
  validUntil: z.string(),
  status: z.enum(['OPEN', 'ACCEPTED']),
  acceptedAt: z.string().nullable(),
});
export type FollowUpOffer = z.infer<typeof followUpOfferSchema>;

export const followUpOffersQuerySchema = z.object({ includeVAT: includeVatQuerySchema });

export const followUpOffersResponseSchema = z.object({
  locationIdentifier: z.string(),
  vatIncluded: z.boolean(),
  accessRight: accessRightSchema,
  offers: z.array(followUpOfferSchema),
});
export type FollowUpOffersResponse = z.infer<typeof followUpOffersResponseSchema>;

export const acceptFollowUpOfferResponseSchema = z.object({
  leadId: z.string(),
  locationIdentifier: z.string(),
  newContractId: z.string(),
  startDate: z.string(),
  acceptedAt: z.string(),
});
export type AcceptFollowUpOfferResponse = z.infer<typeof acceptFollowUpOfferResponseSchema>;
