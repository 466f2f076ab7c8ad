import { z } from 'zod';
import { COMPANIES } from '@portal/core/shared';

/**
 * The operations area's wire contract (requirements §7 "Admin": maintenance toggle and schedules). Paths carry
 * the /api prefix the web's ApiClient expects. Every route needs company-specific admin (requirements §6:
 * superuser or the origin's group, core `adminCompaniesOf`): another company's origin answers 403,
 * an origin that is no company 404.
 */
const id = encodeURIComponent;

export const ADMIN_OPERATIONS_API = {
  /** GET — the maintenance state of every company the caller may handle. */
  maintenance: '/api/admin/maintenance/v1',
  /** PUT { active, message? } — switches one company's maintenance on or off at once. */
  maintenanceOrigin: (origin: string) => `/api/admin/maintenance/v1/${id(origin)}`,
  /** GET ?origin — upcoming and running windows; POST { origin, startsAt, endsAt, message? }. */
  schedules: '/api/admin/maintenance/v1/schedules',
  /** DELETE — cancels a window (a running one switches maintenance off). */
  schedule: (scheduleId: string) => `/api/admin/maintenance/v1/schedules/${id(scheduleId)}`,
  /** The existing feature-flag API (host), used by the flag screen. */
  featureFlags: '/api/admin/feature-flags/v1',
  featureFlagOverride: '/api/admin/feature-flags/v1/override',
  featureFlagOverrideItem: (overrideId: string) => `/api/admin/feature-flags/v1/override/${id(overrideId)}`,
} as const;

export const MAINTENANCE_MESSAGE_MAX = 500;

/** Free text for customers; blank means none. */
const messageSchema = z
  .string()
  .trim()
  .max(MAINTENANCE_MESSAGE_MAX)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

export const maintenanceOriginParamsSchema = z.object({ origin: z.string().min(1).max(20) });

export const maintenanceToggleBodySchema = z.object({
  active: z.boolean(),
  message: messageSchema,
});

export const maintenanceOriginSchema = z.object({
  origin: z.enum(COMPANIES),
  active: z.boolean(),
  message: z.string().nullable(),
  /** When it was last switched on (ISO), null while off. */
  since: z.string().nullable(),
  /** The window that switched it on, null when an administrator did. */
  scheduleId: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export const maintenanceListSchema = z.object({ origins: z.array(maintenanceOriginSchema) });

export const maintenanceScheduleSchema = z.object({
  id: z.string(),
  origin: z.enum(COMPANIES),
  startsAt: z.string(),
  endsAt: z.string(),
  message: z.string().nullable(),
  /** upcoming: not started; running: maintenance is on because of it. Ended and cancelled ones are not listed. */
  state: z.enum(['upcoming', 'running']),
  createdAt: z.string(),
});

export const maintenanceScheduleListSchema = z.object({ schedules: z.array(maintenanceScheduleSchema) });

export const maintenanceScheduleQuerySchema = z.object({ origin: z.enum(COMPANIES).optional() });

export const createMaintenanceScheduleBodySchema = z.object({
  origin: z.enum(COMPANIES),
  startsAt: z.string().datetime({ offset: true }),
  endsAt: z.string().datetime({ offset: true }),
  message: messageSchema,
});

export const maintenanceScheduleParamsSchema = z.object({ scheduleId: z.string().uuid() });

export type MaintenanceOrigin = z.infer<typeof maintenanceOriginSchema>;
export type MaintenanceSchedule = z.infer<typeof maintenanceScheduleSchema>;
export type CreateMaintenanceScheduleBody = z.input<typeof createMaintenanceScheduleBodySchema>;

/**
 * GET /api/admin/feature-flags/v1 (the host's flag API, core's adminFeatureFlagsResponseSchema) as the
 * flag screen reads it: flag keys as plain strings, so a server ahead of this web build cannot break it.
 * The catalogue comes from the server, composed from the company's plugins' declarations.
 */
export const adminCatalogueFlagSchema = z.object({
  key: z.string(),
  pluginId: z.string(),
  default: z.boolean(),
  description: z.string(),
});

export const adminFlagOverrideSchema = z.object({
  id: z.string(),
  flag: z.string(),
  userId: z.string().nullable(),
  value: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});

export const adminFlagsSchema = z.object({
  company: z.string(),
  catalogue: z.array(adminCatalogueFlagSchema),
  defaults: z.record(z.string(), z.boolean()),
  overrides: z.array(adminFlagOverrideSchema),
});

export type AdminFlagOverride = z.infer<typeof adminFlagOverrideSchema>;
export type AdminFlags = z.infer<typeof adminFlagsSchema>;
