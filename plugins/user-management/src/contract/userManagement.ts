import { z } from 'zod';

export const ACCESS_RIGHTS = ['READ_ONLY', 'FULL_ACCESS'] as const;
export const accessRightSchema = z.enum(ACCESS_RIGHTS);
export type AccessRightValue = z.infer<typeof accessRightSchema>;

/** Path parameters of every user-management route. */
export const companyUserParamsSchema = z.object({
  companyReferenceId: z.string().regex(/^[0-9A-Za-z-]{1,32}$/, 'A customer code'),
  id: z.string().min(1).max(100),
});

const userIdSchema = z.string().min(1).max(100);
/** YYYY-MM-DD, a Helsinki local date; the right holds through that day. */
const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Not a calendar date',
  );

export const subUserQuerySchema = z.object({ subUserId: userIdSchema });
export const optionalSubUserQuerySchema = z.object({ subUserId: userIdSchema.optional() });

export const companyMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['main', 'sub']),
  verified: z.boolean(),
  placeCount: z.number().int(),
  fullAccessCount: z.number().int(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** GET mainUser: who manages the company, and whether that is the caller. */
export const mainUserResponseSchema = z.object({
  mainUser: z.object({ userId: z.string(), email: z.string(), name: z.string() }).nullable(),
  callerIsMainUser: z.boolean(),
});
export type MainUserResponse = z.infer<typeof mainUserResponseSchema>;

/** GET existingUsers: the main user and the sub-users with their place counts, and open invitations. */
export const existingUsersResponseSchema = z.object({
  users: z.array(companyMemberSchema),
  invitations: z.array(z.object({ email: z.string(), createdAt: z.string().datetime() })),
});
export type ExistingUsersResponse = z.infer<typeof existingUsersResponseSchema>;

export const placeSchema = z.object({
  locationIdentifier: z.string(),
  name: z.string(),
  address: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const grantedPlaceSchema = placeSchema.extend({
  accessRight: accessRightSchema,
  /** YYYY-MM-DD or null (no end). */
  expiresOn: z.string().nullable(),
});
export type GrantedPlace = z.infer<typeof grantedPlaceSchema>;

export const labelRuleSchema = z.object({ label: z.string(), accessRight: accessRightSchema, expiresOn: z.string().nullable() });
export type LabelRule = z.infer<typeof labelRuleSchema>;

/** GET settings?subUserId: one sub-user and the company's places they may see. */
export const userSettingsResponseSchema = z.object({
  user: companyMemberSchema,
  locations: z.array(grantedPlaceSchema),
  labelRules: z.array(labelRuleSchema),
});
export type UserSettingsResponse = z.infer<typeof userSettingsResponseSchema>;

/** GET eligibleLocations[?subUserId]: the company's places (those the sub-user does not have yet). */
export const eligibleLocationsResponseSchema = z.object({
  locations: z.array(placeSchema),
  /** The company's labels, for a rule by label. */
  labels: z.array(z.string()),
});
export type EligibleLocationsResponse = z.infer<typeof eligibleLocationsResponseSchema>;

/** GET customershipDetails. */
export const customershipDetailsResponseSchema = z.object({
  customerCode: z.string(),
  businessName: z.string().nullable(),
  businessId: z.string().nullable(),
  placeCount: z.number().int(),
  userCount: z.number().int(),
});
export type CustomershipDetailsResponse = z.infer<typeof customershipDetailsResponseSchema>;

/** POST create: an existing login becomes a sub-user at once; a new address gets an invitation mail. */
export const createUserRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('An e-mail address').max(254),
});
export const createUserResponseSchema = z.object({
  outcome: z.enum(['added', 'invited']),
  userId: z.string().nullable(),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

const labelSchema = z.string().trim().min(1).max(40);

/**
 * POST updateAccessRights: adds places (or changes their right) and/or label rules ("everything labelled
 * Helsinki", following the label); an expiry applies to everything listed. At least one of the two.
 */
export const updateAccessRightsRequestSchema = z
  .object({
    subUserId: userIdSchema,
    locations: z
      .array(z.object({ locationIdentifier: z.string().min(1).max(64), accessRight: accessRightSchema }))
      .max(5000)
      .default([]),
    labels: z
      .array(z.object({ label: labelSchema, accessRight: accessRightSchema }))
      .max(100)
      .default([]),
    expiresOn: localDateSchema.nullable().optional(),
  })
  .superRefine((body, issues) => {
    if (body.locations.length === 0 && body.labels.length === 0) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ['locations'], message: 'Choose a place or a label' });
    }
  });
export type UpdateAccessRightsRequest = z.infer<typeof updateAccessRightsRequestSchema>;

export const removeLocationRequestSchema = z.object({
  subUserId: userIdSchema,
  locationIdentifier: z.string().min(1).max(64),
});
export const subUserRequestSchema = z.object({ subUserId: userIdSchema });
export const removeLabelRequestSchema = z.object({ subUserId: userIdSchema, label: labelSchema });

/** requirements §8: a refused main-user transfer carries one of these codes (error.details.transferError). */
export const TRANSFER_ERRORS = ['SAME_USER', 'TARGET_NOT_SUB_USER', 'TARGET_NOT_VERIFIED', 'NOT_MAIN_USER'] as const;
export type TransferError = (typeof TRANSFER_ERRORS)[number];
export const transferRequestSchema = z.object({ targetUserId: userIdSchema });

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** GET /v2/b2b/user/:id/userManagement/companies: the business customers the caller belongs to, and their role. */
export const myCompaniesResponseSchema = z.object({
  companies: z.array(z.object({ customerCode: z.string(), businessName: z.string().nullable(), role: z.enum(['main', 'sub']) })),
});
export type MyCompaniesResponse = z.infer<typeof myCompaniesResponseSchema>;

/** POST addCustomership: another business customer code, proven as registration's invoice proof. */
export const addCustomershipRequestSchema = z.object({
  customerNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{1,20}$/, 'A customer number (digits)'),
  invoiceReference: z.string().trim().min(1).max(40),
});
export type AddCustomershipRequest = z.infer<typeof addCustomershipRequestSchema>;
export const addCustomershipResponseSchema = z.object({ customerCode: z.string(), added: z.boolean(), places: z.number().int() });
export type AddCustomershipResponse = z.infer<typeof addCustomershipResponseSchema>;

/** requirements §8 style: a refused removeCustomership carries one of these codes (error.details.customershipError). */
export const CUSTOMERSHIP_ERRORS = ['HAS_SUB_USERS', 'LAST_CUSTOMERSHIP', 'NOT_MAIN_USER'] as const;
export type CustomershipError = (typeof CUSTOMERSHIP_ERRORS)[number];
