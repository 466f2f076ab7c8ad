import { personIdDigestServiceRef, userAccountsServiceRef, type ResolvedServiceDeps } from '@portal/core/server';

/**
 * The host's services the admin routes use: account creation, deletion and mapping refresh run the
 * host's own account code (the same deletion as the person's own); the customer search by personal
 * identity code matches the register's digests without the key.
 */
export const ADMIN_SERVICE_DEPS = {
  accounts: userAccountsServiceRef,
  personIdDigest: personIdDigestServiceRef,
} as const;

export type AdminServices = ResolvedServiceDeps<typeof ADMIN_SERVICE_DEPS>;
