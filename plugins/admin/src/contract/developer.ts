import { z } from 'zod';

/**
 * The developer tools' calls (issue 16 item 5, requirements §7 "Admin"); every one needs admin.developerTools
 * (requirements §6 "Developer tools need developer"). Developer tools are not company-specific admin: they
 * look at the server and its data across companies, so no company group is asked for.
 *
 * Debug lookups (requirements §7 "debug lookups (kolibri and crm) by origin with customer or contract code"):
 * SPEC names the systems, not the paths. Here they answer from the portal's own register, which the
 * CRM and billing integrations fill in production:
 *   GET /admin/debug/v1/crm/{origin}/customer/{customerCode}      the customer record (CRM's view)
 *   GET /admin/debug/v1/crm/{origin}/contract/{contractCode}      the customer holding the contract
 *   GET /admin/debug/v1/kolibri/{origin}/customer/{customerCode}  the customer's places and contracts (billing's view)
 *   GET /admin/debug/v1/kolibri/{origin}/contract/{contractCode}  one contract with its place and metering point
 */
const enc = encodeURIComponent;

export const DEBUG_SYSTEMS = ['crm', 'kolibri'] as const;
export type DebugSystem = (typeof DEBUG_SYSTEMS)[number];
export const DEBUG_LOOKUP_KINDS = ['customer', 'contract'] as const;
export type DebugLookupKind = (typeof DEBUG_LOOKUP_KINDS)[number];
export const DEVELOPER_COMPANIES = ['VARE', 'SV', 'KUO'] as const;

/** Paths with the /api prefix the ApiClient expects. */
export const ADMIN_DEVELOPER_API = {
  cacheKeys: () => '/api/admin/cache-keys/v1',
  cacheKey: (key: string) => `/api/admin/cache-keys/v1/${enc(key)}`,
  backgroundProcesses: () => '/api/admin/background-process/v1/list',
  debugInfo: (userId: string) => `/api/admin/debug/v1/info/${enc(userId)}`,
  debugLookup: (system: DebugSystem, origin: string, kind: DebugLookupKind, code: string) =>
    `/api/admin/debug/v1/${system}/${enc(origin)}/${kind}/${enc(code)}`,
  integrationHealth: () => '/api/admin/service-health/v1/integration-router',
  meteringDataAge: () => '/api/admin/consumption-data-analytics/v1/age',
  // The ingests live in the consumption plugin; the developer screen only calls them.
  meteringIngest: () => '/api/admin/consumption-data/v1/ingest',
  spotPriceIngest: () => '/api/admin/consumption-data/v1/spot-prices',
} as const;

/** The same paths in Fastify syntax for the server (the host mounts plugins under /api). */
export const ADMIN_DEVELOPER_ROUTES = {
  cacheKeys: '/admin/cache-keys/v1',
  cacheKey: '/admin/cache-keys/v1/:key',
  debugInfo: '/admin/debug/v1/info/:priwattiUserId',
  crmCustomer: '/admin/debug/v1/crm/:origin/customer/:customerCode',
  crmContract: '/admin/debug/v1/crm/:origin/contract/:contractCode',
  kolibriCustomer: '/admin/debug/v1/kolibri/:origin/customer/:customerCode',
  kolibriContract: '/admin/debug/v1/kolibri/:origin/contract/:contractCode',
  integrationHealth: '/admin/service-health/v1/integration-router',
  meteringDataAge: '/admin/consumption-data-analytics/v1/age',
} as const;

// ---- cache keys ----

/** A full key names its cache: `<cache>:<key>`, e.g. `helsinki-summer-time:2026`. */
export const cacheKeySchema = z
  .string()
  .min(3)
  .max(500)
  .regex(/^[a-z0-9-]+:[\x20-\x7e]+$/, 'A cache key: <cache>:<key>');

export const cacheListResponseSchema = z.object({
  caches: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      /** False for a cache whose entries guard something and must not be dropped. */
      deletable: z.boolean(),
      keys: z.array(z.string()),
    }),
  ),
});
export type CacheList = z.infer<typeof cacheListResponseSchema>;

export const cacheKeyParamsSchema = z.object({ key: cacheKeySchema });
export const cacheValueResponseSchema = z.object({ key: z.string(), cache: z.string(), value: z.unknown() });
export type CacheValue = z.infer<typeof cacheValueResponseSchema>;

/** DELETE /admin/cache-keys/v1?key= drops one key; without `key` it empties every deletable cache. */
export const cacheDeleteQuerySchema = z.object({ key: cacheKeySchema.optional() });
export const cacheDeleteResponseSchema = z.object({ deleted: z.number().int().nonnegative() });
export type CacheDeleteResult = z.infer<typeof cacheDeleteResponseSchema>;

// ---- debug info of a user ----

export const priwattiUserIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'A user id');
export const debugInfoParamsSchema = z.object({ priwattiUserId: priwattiUserIdSchema });

/** What a developer needs to see why a user sees what they see; no password, token, code or identity number. */
export const debugInfoResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    uiMode: z.enum(['B2C', 'B2B']),
    verified: z.boolean(),
    mustResetPassword: z.boolean(),
    createdAt: z.string(),
  }),
  groups: z.array(z.string()),
  customerships: z.array(
    z.object({ company: z.string(), customerCode: z.string(), customerType: z.enum(['B2C', 'B2B']), businessName: z.string().nullable() }),
  ),
  placesCount: z.number().int(),
  /** Sessions not yet expired at the server's time. */
  activeSessionsCount: z.number().int(),
  flagOverrides: z.array(z.object({ company: z.string(), flag: z.string(), value: z.boolean(), createdAt: z.string() })),
  lastLoginAt: z.string().nullable(),
});
export type DebugInfo = z.infer<typeof debugInfoResponseSchema>;

// ---- debug lookups ----

export const originSchema = z.enum(DEVELOPER_COMPANIES);
export const customerLookupParamsSchema = z.object({
  origin: originSchema,
  customerCode: z.string().regex(/^[0-9]{1,20}$/, 'A customer code: 1–20 digits'),
});
export const contractLookupParamsSchema = z.object({
  origin: originSchema,
  contractCode: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'A contract code'),
});

const customerRecordSchema = z.object({
  company: z.string(),
  customerCode: z.string(),
  customerType: z.enum(['B2C', 'B2B']),
  holderName: z.string(),
  businessId: z.string().nullable(),
  businessName: z.string().nullable(),
  /** Whether the register holds the private holder's identity code (as a keyed hash); never the code. */
  hasPersonId: z.boolean(),
  /** Portal logins tied to the customer code. */
  portalUsers: z.array(z.object({ id: z.string(), email: z.string() })),
});

const contractRecordSchema = z.object({
  contractCode: z.string(),
  contractType: z.string(),
  productName: z.string(),
  pricing: z.enum(['FIXED', 'SPOT']).nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  locationIdentifier: z.string(),
  meteringPointId: z.string(),
  utilityType: z.string(),
  customerCode: z.string(),
});

export const crmCustomerResponseSchema = z.object({ system: z.literal('crm'), customer: customerRecordSchema });
export const kolibriCustomerResponseSchema = z.object({
  system: z.literal('kolibri'),
  company: z.string(),
  customerCode: z.string(),
  places: z.array(z.object({ locationIdentifier: z.string(), meteringPointId: z.string(), utilityType: z.string(), name: z.string() })),
  contracts: z.array(contractRecordSchema),
});
export const kolibriContractResponseSchema = z.object({ system: z.literal('kolibri'), contract: contractRecordSchema });
export type CrmCustomer = z.infer<typeof crmCustomerResponseSchema>;
export type KolibriCustomer = z.infer<typeof kolibriCustomerResponseSchema>;
export type KolibriContract = z.infer<typeof kolibriContractResponseSchema>;
export type DebugLookupResult = CrmCustomer | KolibriCustomer | KolibriContract;

// ---- integration health ----

export const INTEGRATIONS = ['database', 'mail', 'push', 'priceFeed', 'meteringFeed'] as const;
export type Integration = (typeof INTEGRATIONS)[number];
/** Why an integration is as it is; the screen translates it. */
export const HEALTH_REASONS = [
  'ok',
  'queryFailed',
  'mailBacklog',
  'pushBacklog',
  'pushFailed',
  'pricesMissing',
  'readingsLate',
  'nothingYet',
] as const;

export const integrationHealthResponseSchema = z.object({
  checkedAt: z.string(),
  integrations: z.array(
    z.object({
      name: z.enum(INTEGRATIONS),
      status: z.enum(['HEALTHY', 'UNHEALTHY']),
      reason: z.enum(HEALTH_REASONS),
      /** The integration's last recorded success (the database: this check). */
      lastSuccessAt: z.string().nullable(),
      /** Feeds: the end of the newest data held; mail/push: the oldest waiting message's time. */
      dataAt: z.string().nullable(),
    }),
  ),
});
export type IntegrationHealth = z.infer<typeof integrationHealthResponseSchema>;

// ---- metering data age ----

export const meteringDataAgeResponseSchema = z.object({
  checkedAt: z.string(),
  /** A metering point is late when its newest reading ended longer ago than this. */
  lateAfterHours: z.number().int(),
  companies: z.array(
    z.object({
      company: z.string(),
      meteringPoints: z.number().int(),
      /** End of the newest reading of any of the company's points; null when none has readings. */
      newestReadingEnd: z.string().nullable(),
      /** Whole hours from newestReadingEnd to checkedAt. */
      ageHours: z.number().int().nullable(),
      latePoints: z.number().int(),
    }),
  ),
});
export type MeteringDataAge = z.infer<typeof meteringDataAgeResponseSchema>;
