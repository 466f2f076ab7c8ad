import { ADMIN_GROUPS, COMPANIES } from '@portal/core/shared';
import { z } from 'zod';

export * from './usersPaths';

/**
 * The user-admin area's wire contract (requirements §3 "admin requests": user create/delete/authenticate,
 * create admin user; requirements §7 access rights). Field contents are ours: SPEC names the bodies only.
 */
const email = z.string().trim().toLowerCase().email().max(254);
const name = z.string().trim().min(1).max(200);
// UUIDs and the demo's ids; the same shape core's guard accepts for a user id.
const userId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'Not a user id');

export const adminGroupSchema = z.enum(ADMIN_GROUPS);
export const companyCodeSchema = z.enum(COMPANIES);

/** POST /admin/users/v1/create: a customer's login made by customer service. */
export const createUserBodySchema = z
  .object({
    email,
    name,
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{5,20}$/, 'Not a phone number')
      .optional(),
  })
  .strict();
/** POST /admin/users/v1/delete and /authenticate name the user by id. */
export const userIdBodySchema = z.object({ priwattiUserId: userId }).strict();

export const adminUserSummarySchema = z.object({
  priwattiUserId: z.string(),
  email: z.string(),
  name: z.string(),
});

export const createdUserSchema = adminUserSummarySchema;

export const authenticatedUserSchema = adminUserSummarySchema.extend({
  verified: z.literal(true),
  /** When an administrator identified the person, ISO time. */
  identifiedAt: z.string(),
});

/** One person's admin access: their groups and the companies (origins) those let them handle. */
export const accessRightsSchema = adminUserSummarySchema.extend({
  groups: z.array(z.string()),
  origins: z.array(companyCodeSchema),
});

export const originRightsSchema = z.object({
  origin: companyCodeSchema,
  /** Everyone who may handle the origin: its origin group's members and the superusers. */
  users: z.array(accessRightsSchema),
});

// Path values are checked by the handler (404 for an unknown address or origin, as for an unknown id).
export const emailParamsSchema = z.object({ email: z.string().min(1).max(254) }).strict();
export const originParamsSchema = z.object({ origin: z.string().min(1).max(20) }).strict();
export const originRightParamsSchema = z.object({ email: z.string().min(1).max(254), origin: z.string().min(1).max(20) }).strict();
export const refreshParamsSchema = z.object({ priwattiUserId: z.string().min(1).max(128) }).strict();

/** Grant: the origin's own group unless `group` names another (a function group given at this origin). */
export const grantBodySchema = z.object({ group: adminGroupSchema.optional() }).strict();
export const revokeQuerySchema = z.object({ group: adminGroupSchema.optional() }).strict();

/** POST /admin/access-rights/v1/create/user: SPEC's "create admin user". */
export const createAdminUserBodySchema = z
  .object({
    email,
    name,
    groups: z
      .array(adminGroupSchema)
      .min(1)
      .max(ADMIN_GROUPS.length)
      .refine((groups) => new Set(groups).size === groups.length, 'A group is listed twice'),
  })
  .strict();

export const refreshBodySchema = z.object({ force: z.boolean().optional() }).strict();
export const mappingRefreshSchema = z.object({ priwattiUserId: z.string(), added: z.number().int(), removed: z.number().int() });

export type CreateUserBody = z.infer<typeof createUserBodySchema>;
export type CreateAdminUserBody = z.infer<typeof createAdminUserBodySchema>;
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export type AuthenticatedUserAnswer = z.infer<typeof authenticatedUserSchema>;
export type AccessRights = z.infer<typeof accessRightsSchema>;
export type OriginRights = z.infer<typeof originRightsSchema>;
export type MappingRefreshAnswer = z.infer<typeof mappingRefreshSchema>;
