import { z } from 'zod';
import { COMPANIES } from '../../permissions/permissionKeys';

/**
 * The shape of a flag key. Which keys exist depends on the company's plugin set, so the route checks a
 * key against the server's catalogue (an unknown one is a 400 naming `body.flag`).
 */
const flagKeySchema = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/)
  .max(64);

/** One flag of the company's catalogue as the admin flag screen shows it. */
export const catalogueFlagSchema = z.object({
  key: flagKeySchema,
  pluginId: z.string(),
  default: z.boolean(),
  description: z.string(),
});

/**
 * GET /api/v1/features: every flag key with its effective value for the caller, so the web never has to
 * guess a default. With a session the user's own overrides apply; without one, the company's values.
 */
export const featuresResponseSchema = z.object({
  company: z.enum(COMPANIES),
  flags: z.record(flagKeySchema, z.boolean()),
});

/** One stored admin override: company-wide when `userId` is null, else for that user only. */
export const flagOverrideSchema = z.object({
  id: z.string(),
  flag: flagKeySchema,
  userId: z.string().nullable(),
  value: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});

/** GET /api/admin/feature-flags/v1 */
export const adminFeatureFlagsResponseSchema = z.object({
  company: z.enum(COMPANIES),
  /** Every flag the company's plugins declare, in plugin order. */
  catalogue: z.array(catalogueFlagSchema),
  /** The company's values before overrides (distribution, else the declaration's default). */
  defaults: z.record(flagKeySchema, z.boolean()),
  overrides: z.array(flagOverrideSchema),
});

/** POST /api/admin/feature-flags/v1/override: replaces an existing override of the same flag and user. */
export const flagOverrideRequestSchema = z.object({
  flag: flagKeySchema,
  value: z.boolean(),
  userId: z.string().min(1).max(100).nullable().optional(),
});

export type FeaturesResponse = z.infer<typeof featuresResponseSchema>;
export type FlagOverride = z.infer<typeof flagOverrideSchema>;
export type CatalogueFlagEntry = z.infer<typeof catalogueFlagSchema>;
