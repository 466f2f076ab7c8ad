import {
  customerRegisterServiceRef,
  personIdDigestServiceRef,
  strongAuthProviderServiceRef,
  type ResolvedServiceDeps,
} from '@portal/core/server';

/** The host's services registration uses: the customer register, the provider settings, the digest. */
export const REGISTRATION_SERVICE_DEPS = {
  customerRegister: customerRegisterServiceRef,
  strongAuthProvider: strongAuthProviderServiceRef,
  personIdDigest: personIdDigestServiceRef,
} as const;

export type RegistrationServices = ResolvedServiceDeps<typeof REGISTRATION_SERVICE_DEPS>;
