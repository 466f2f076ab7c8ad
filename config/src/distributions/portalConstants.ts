import { DEFAULT_PORTAL_CONSTANTS, type PortalConstants } from '@portal/core/shared';

/**
 * requirements §9 business constants. All three companies use the spec's values today; each distribution
 * still gets its own copy so one company can diverge without touching the others.
 */
export function portalConstants(overrides: Partial<PortalConstants> = {}): PortalConstants {
  return { ...DEFAULT_PORTAL_CONSTANTS, ...overrides };
}
