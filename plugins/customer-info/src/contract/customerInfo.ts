import { z } from 'zod';
import { FINNISH_POSTAL_CODE, normaliseFinnishPhone } from './finnishFormats';

/** A postal address; every part may be missing for a customership the CRM never filled in. */
export const addressSchema = z.object({
  streetAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
});

/** Where invoices of the customership go when not to the address above (requirements §3 invoicing fields). */
export const invoicingAddressSchema = addressSchema.extend({ name: z.string().nullable() });

/** One customership (requirements §3 customerCodes + the "customership details" the customer may update). */
export const customershipSchema = z.object({
  company: z.string(),
  companyName: z.string(),
  customerCode: z.string(),
  customerType: z.enum(['B2C', 'B2B']),
  businessName: z.string().nullable(),
  businessId: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressSchema,
  invoicingAddress: invoicingAddressSchema,
  /** Only this portal's company's customerships are edited here; another company's in its own portal. */
  editable: z.boolean(),
});

/** GET /api/v2/user/{id}/customerships: every company's, this company's first. */
export const customershipsResponseSchema = z.object({ customerships: z.array(customershipSchema) });

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => text(max).nullable().optional();
const postalCode = z.string().trim().regex(FINNISH_POSTAL_CODE, 'A Finnish postal code is five digits').nullable().optional();

/** A phone number as typed; stored in international form. */
export const finnishPhoneSchema = z.string().transform((value, ctx) => {
  const normalised = normaliseFinnishPhone(value);
  if (!normalised) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Not a Finnish phone number (e.g. 040 123 4567 or +358401234567)' });
    return z.NEVER;
  }
  return normalised;
});

/**
 * PATCH /api/v1/user/{id}/customerships/{customerCode} (SPEC "customership detail update"). A field left
 * out stays as it is; null clears it. Unknown fields are refused (strict) so a typo is a 400, not a no-op.
 */
export const customershipUpdateSchema = z
  .object({
    phone: finnishPhoneSchema.nullable().optional(),
    streetAddress: optionalText(100),
    postalCode,
    city: optionalText(60),
    invoicingName: optionalText(100),
    invoicingStreetAddress: optionalText(100),
    invoicingPostalCode: postalCode,
    invoicingCity: optionalText(60),
  })
  .strict();

/** The state a contract is in on the Helsinki day the answer was made. */
export const contractStateSchema = z.enum(['UPCOMING', 'ACTIVE', 'ENDED']);

export const userContractSchema = z.object({
  contractId: z.string(),
  contractType: z.string(),
  productName: z.string(),
  additionalName: z.string().nullable(),
  locationIdentifier: z.string(),
  locationName: z.string(),
  address: z.string(),
  /** Local dates YYYY-MM-DD; endDate null while the contract runs until further notice. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  state: contractStateSchema,
});

/** GET /api/v2/user/{id}/contracts: the user's contracts on the places they see at this company. */
export const userContractsResponseSchema = z.object({ contracts: z.array(userContractSchema) });

/**
 * GET /api/v2/user/{id}/newContractInfo: contracts signed but not started yet (start date after today
 * in Helsinki) — what a customer who just moved or switched product wants confirmed.
 */
export const newContractInfoResponseSchema = z.object({
  hasNewContracts: z.boolean(),
  newContracts: z.array(userContractSchema),
});

export type Customership = z.infer<typeof customershipSchema>;
export type CustomershipsResponse = z.infer<typeof customershipsResponseSchema>;
export type CustomershipUpdate = z.input<typeof customershipUpdateSchema>;
export type UserContract = z.infer<typeof userContractSchema>;
export type UserContractsResponse = z.infer<typeof userContractsResponseSchema>;
export type NewContractInfoResponse = z.infer<typeof newContractInfoResponseSchema>;

/** The part of GET /api/v2/me (core's requirements §3 User) the page shows; the rest is ignored. */
export const meContactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });
export type MeContact = z.infer<typeof meContactSchema>;
