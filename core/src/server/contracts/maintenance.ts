import { z } from 'zod';
import { COMPANIES } from '../../permissions/permissionKeys';

/**
 * GET /api/v1/maintenance (anonymous; the host serves it): whether this company's portal is in
 * maintenance, and whether the caller gets in anyway (`bypass`: an administrator, `admin.access`).
 * The web shell shows the maintenance page when `active && !bypass`.
 */
export const maintenanceStatusResponseSchema = z.object({
  company: z.enum(COMPANIES),
  active: z.boolean(),
  message: z.string().nullable(),
  since: z.string().nullable(),
  bypass: z.boolean(),
});

export type MaintenanceStatusResponse = z.infer<typeof maintenanceStatusResponseSchema>;

/**
 * The error code of a customer API call refused during maintenance (HTTP 503). requirements §8 has no code
 * for it: SERVICE_UNAVAILABLE means a dependency is down (retry soon); this one means "come back
 * after the announced maintenance" and makes the web show the maintenance page.
 */
export const MAINTENANCE_ERROR_CODE = 'MAINTENANCE';
