import { customershipsServiceRef, type ResolvedServiceDeps } from '@portal/core/server';

/** The host's invoice proof, the same registration runs, for adding another business customer code. */
export const USER_MANAGEMENT_SERVICE_DEPS = {
  customerships: customershipsServiceRef,
} as const;

export type UserManagementServices = ResolvedServiceDeps<typeof USER_MANAGEMENT_SERVICE_DEPS>;
