import { FeatureFlagServiceRef, isApiRequestError, LoggerRef, ApiClientRef, type PortalRuntime } from '@portal/core';
import { FEATURES_PATH, flagOverridesFrom } from './featureFlagOverrides';

export const MAINTENANCE_PATH = '/api/v1/maintenance';
/** The code of a customer's call refused during maintenance (core's MAINTENANCE_ERROR_CODE, 503). */
export const MAINTENANCE_CODE = 'MAINTENANCE';

/**
 * How often an open portal asks again for flags and maintenance, besides on sign-in/out and when the
 * window regains focus: an administrator's flag override or maintenance switch reaches customers
 * within a minute, without a reload (DESIGN §3 level 2).
 */
export const PORTAL_STATUS_REFRESH_MS = 60_000;

/** GET /api/v1/maintenance as the shell uses it (core's maintenanceStatusResponseSchema, read by hand to keep zod out of start-up). */
export interface PortalMaintenance {
  readonly active: boolean;
  readonly message: string | null;
  /** The caller gets in anyway (an administrator). */
  readonly bypass: boolean;
}

export const NO_MAINTENANCE: PortalMaintenance = { active: false, message: null, bypass: false };

export function maintenanceFrom(body: unknown): PortalMaintenance {
  if (typeof body !== 'object' || body === null) return NO_MAINTENANCE;
  const { active, message, bypass } = body as Record<string, unknown>;
  return { active: active === true, message: typeof message === 'string' ? message : null, bypass: bypass === true };
}

/** The flag overrides, into the flag service (routes and menu re-evaluate when a value changed). */
export function loadFlags(runtime: PortalRuntime): Promise<void> {
  return runtime
    .resolve(ApiClientRef)
    .get(FEATURES_PATH)
    .then(
      (body) => runtime.resolve(FeatureFlagServiceRef).setOverrides(flagOverridesFrom(body)),
      (error: unknown) => {
        // No flag endpoint (404) means no overrides: the company defaults apply.
        if (isApiRequestError(error) && error.status === 404) return;
        runtime.resolve(LoggerRef).warn('Feature flags could not be loaded; using the company defaults', error);
      },
    );
}

/** The maintenance state; none when the portal has no such endpoint or it failed (never lock a customer out by mistake). */
export function loadMaintenance(runtime: PortalRuntime): Promise<PortalMaintenance> {
  return runtime
    .resolve(ApiClientRef)
    .get(MAINTENANCE_PATH)
    .then(maintenanceFrom, () => NO_MAINTENANCE);
}
