import { localDateSchema } from '@portal/core/shared';
import { z } from 'zod';

/** One API key as its company's main user sees it: never the secret, which is shown once at creation. */
export const apiKeySchema = z.object({
  id: z.string(),
  /** The business customer (customer code) whose places the key reads. */
  companyReferenceId: z.string(),
  name: z.string(),
  /** The key's first characters, so a person can tell which key a system uses. */
  prefix: z.string(),
  /** ISO instants. */
  createdAt: z.string().datetime(),
  lastUsedAt: z.string().datetime().nullable(),
  /** The last Helsinki day the key works; null = until revoked. */
  expiresOn: localDateSchema.nullable(),
  revokedAt: z.string().datetime().nullable(),
});

/** GET /api/v2/b2b/servicelocation/user/:id/apiKeys */
export const apiKeysResponseSchema = z.object({
  /** The companies the caller is the main user of: the ones they may make keys for. */
  companies: z.array(z.object({ companyReferenceId: z.string(), name: z.string().nullable() })),
  keys: z.array(apiKeySchema),
});

/** POST /api/v2/b2b/company/:companyReferenceId/servicelocation/user/:id/apiKeys */
export const createApiKeyBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Give the key a name').max(60),
    expiresOn: localDateSchema.nullable().optional(),
  })
  .strict();

export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  /** The whole key: shown this once, stored only as its SHA-256 hash. */
  secret: z.string(),
});

export type ApiKey = z.infer<typeof apiKeySchema>;
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
