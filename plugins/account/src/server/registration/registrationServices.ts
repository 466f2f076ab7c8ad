import {
  customerRegisterServiceRef,
  personIdDigestServiceRef,
  strongAuthProviderServiceRef,
  userAccountsServiceRef,
  type ResolvedServiceDeps,
} from '@portal/core/server';

/** The host's services registration uses: the customer register, the provider settings, the digest, the mapping refresh. */
export const REGISTRATION_SERVICE_DEPS = {
  customerRegister: customerRegisterServiceRef,
  strongAuthProvider: strongAuthProviderServiceRef,
  personIdDigest: personIdDigestServiceRef,
  accounts: userAccountsServiceRef,
} as const;

export type RegistrationServices = ResolvedServiceDeps<typeof REGISTRATION_SERVICE_DEPS>;
