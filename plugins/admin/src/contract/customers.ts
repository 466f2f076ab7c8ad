import { z } from 'zod';

/**
 * The admin customer search and the customer's data (requirements §7 "Admin": /admin/users/v1/search…,
 * /{priwattiUserId}/companies, /user/{id}/location/{locationIdentifier}/…) and the audit page's route.
 * Every answer holds only the companies the admin handles (core adminCompaniesOf); a personal identity
 * code is a search input only and is in no answer.
 */
const enc = encodeURIComponent;

export const ADMIN_CUSTOMERS_API = {
  search: '/api/admin/users/v1/search',
  searchById: (priwattiUserId: string) => `/api/admin/users/v1/search/${enc(priwattiUserId)}`,
  searchUnauthenticated: '/api/admin/users/v1/search/unauthenticated',
  searchByEmail: (email: string) => `/api/admin/users/v1/search/email/${enc(email)}`,
  companies: (priwattiUserId: string) => `/api/admin/users/v1/${enc(priwattiUserId)}/companies`,
  contracts: (id: string, locationIdentifier: string) => `/api/admin/users/v1/user/${enc(id)}/location/${enc(locationIdentifier)}/contracts`,
  serviceContracts: (id: string, locationIdentifier: string) =>
    `/api/admin/users/v1/user/${enc(id)}/location/${enc(locationIdentifier)}/service-contracts`,
  locations: (id: string, locationIdentifier: string) => `/api/admin/users/v1/user/${enc(id)}/location/${enc(locationIdentifier)}/locations`,
  audit: '/api/admin/audit/v1',
} as const;

export const adminCompanyCodeSchema = z.enum(['VARE', 'SV', 'KUO']);

/** One customer code of a customer (requirements §3 User.customerCodes). */
export const adminCustomerCodeSchema = z.object({
  company: adminCompanyCodeSchema,
  companyName: z.string(),
  customerCode: z.string(),
  customerType: z.enum(['B2C', 'B2B']),
  businessName: z.string().nullable(),
});
export type AdminCustomerCode = z.infer<typeof adminCustomerCodeSchema>;

/** A registered customer (a login) as customer service finds them. */
export const adminCustomerSchema = z.object({
  priwattiUserId: z.string(),
  name: z.string(),
  email: z.string(),
  userVerified: z.boolean(),
  customerCodes: z.array(adminCustomerCodeSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerListSchema = z.object({ users: z.array(adminCustomerSchema) });
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** GET /search: at least one of the criteria; `origin` narrows to one company (else every one the admin handles). */
export const adminSearchQuerySchema = z
  .object({
    customerCode: z
      .string()
      .trim()
      .regex(/^[0-9]{1,20}$/, 'A customer code is 1–20 digits')
      .optional(),
    // Shape only here; the server checks the check character and hashes it with the key.
    ssn: z.string().trim().min(11).max(11).optional(),
    email: text(254).optional(),
    origin: adminCompanyCodeSchema.optional(),
  })
  .refine((query) => query.customerCode !== undefined || query.ssn !== undefined || query.email !== undefined, {
    message: 'Give a customer code, a personal identity code or an e-mail address',
    path: ['email'],
  });
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

/** A customer in the register who has no login yet (not yet registered). */
export const unregisteredCustomerSchema = z.object({
  company: adminCompanyCodeSchema,
  companyName: z.string(),
  customerCode: z.string(),
  customerType: z.enum(['B2C', 'B2B']),
  holderName: z.string(),
  email: z.string(),
});
export type UnregisteredCustomer = z.infer<typeof unregisteredCustomerSchema>;
export const unregisteredCustomerListSchema = z.object({ customers: z.array(unregisteredCustomerSchema) });
export const unauthenticatedQuerySchema = z.object({ email: text(254) });

export const adminCompaniesAnswerSchema = z.object({ companies: z.array(adminCustomerCodeSchema) });
export type AdminCompaniesAnswer = z.infer<typeof adminCompaniesAnswerSchema>;

export const adminContractSchema = z.object({
  contractId: z.string(),
  contractType: z.string(),
  productName: z.string(),
  additionalName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  active: z.boolean(),
});
export type AdminContract = z.infer<typeof adminContractSchema>;
export const adminContractListSchema = z.object({ contracts: z.array(adminContractSchema) });

/** An additional service on a contract (green power, home insurance): offered and whether it is on. */
export const adminServiceContractSchema = z.object({
  contractId: z.string(),
  service: z.enum(['GREEN_POWER', 'HOME_INSURANCE']),
  name: z.string().nullable(),
  available: z.boolean(),
  active: z.boolean(),
});
export type AdminServiceContract = z.infer<typeof adminServiceContractSchema>;
export const adminServiceContractListSchema = z.object({ serviceContracts: z.array(adminServiceContractSchema) });

export const adminLocationSchema = z.object({
  locationIdentifier: z.string(),
  company: adminCompanyCodeSchema,
  customerCode: z.string(),
  utilityType: z.enum(['ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION']),
  name: z.string(),
  address: z.string(),
  relation: z.enum(['owner', 'subUser', 'representative']),
  accessRight: z.enum(['READ_ONLY', 'FULL_ACCESS']),
  compositeLocationIdentifier: z.string().nullable(),
});
export type AdminLocation = z.infer<typeof adminLocationSchema>;
export const adminLocationListSchema = z.object({ locations: z.array(adminLocationSchema) });
