import type { RegistrationOptions } from '../app';
import { DEMO_PERSONS } from '../demo/demoCustomers';
import { wantsDemoData, type ServerEnv } from '../env';
import { DEFAULT_PERSON_ID_CLAIM, DEFAULT_STRONG_AUTH_SCOPE } from './oidc/strongAuthSettings';
import { TEST_IDP_CLIENT_ID, TEST_IDP_CLIENT_SECRET, TEST_IDP_PATH } from './testIdp/testIdpSettings';

/** The web page the provider returns to (account plugin's strong-identification return page). */
export const STRONG_AUTH_RETURN_PATH = '/asiakkaaksi/tunnistus';

const isOn = (value: string | undefined) => value === 'true' || value === '1';

/**
 * Registration settings from the environment. A configured provider (STRONG_AUTH_ISSUER, _CLIENT_ID,
 * _CLIENT_SECRET) wins; otherwise, outside production and where the demo data set is (TEST_IDP
 * default), the local test identity provider on this same server is both the provider and its client.
 */
export function registrationFromEnv(env: ServerEnv, publicUrl: string): RegistrationOptions {
  const production = env.NODE_ENV === 'production';
  const testIdpWanted = env.TEST_IDP !== undefined ? isOn(env.TEST_IDP) : wantsDemoData(env);
  if (production && env.TEST_IDP !== undefined && isOn(env.TEST_IDP)) throw new Error('TEST_IDP cannot be on in production');
  const configured = [env.STRONG_AUTH_ISSUER, env.STRONG_AUTH_CLIENT_ID, env.STRONG_AUTH_CLIENT_SECRET];
  if (configured.some(Boolean) && !configured.every(Boolean)) {
    throw new Error('Set STRONG_AUTH_ISSUER, STRONG_AUTH_CLIENT_ID and STRONG_AUTH_CLIENT_SECRET together');
  }
  if (production && env.STRONG_AUTH_ISSUER && !env.PERSON_ID_KEY)
    throw new Error('PERSON_ID_KEY is required with strong identification in production');
  const redirectUri = env.STRONG_AUTH_REDIRECT_URI ?? `${publicUrl.replace(/\/$/, '')}${STRONG_AUTH_RETURN_PATH}`;
  const common = {
    redirectUri,
    scope: env.STRONG_AUTH_SCOPE ?? DEFAULT_STRONG_AUTH_SCOPE,
    personIdClaim: env.STRONG_AUTH_PERSON_ID_CLAIM ?? DEFAULT_PERSON_ID_CLAIM,
  };
  const testIdp =
    !production && testIdpWanted
      ? {
          issuer: `${publicUrl.replace(/\/$/, '')}${TEST_IDP_PATH}`,
          clientId: TEST_IDP_CLIENT_ID,
          clientSecret: TEST_IDP_CLIENT_SECRET,
          redirectUri,
          persons: DEMO_PERSONS,
        }
      : null;
  const strongAuth = env.STRONG_AUTH_ISSUER
    ? { issuer: env.STRONG_AUTH_ISSUER, clientId: env.STRONG_AUTH_CLIENT_ID!, clientSecret: env.STRONG_AUTH_CLIENT_SECRET!, ...common }
    : testIdp
      ? { issuer: testIdp.issuer, clientId: testIdp.clientId, clientSecret: testIdp.clientSecret, ...common }
      : null;
  return { strongAuth, testIdp, ...(env.PERSON_ID_KEY ? { personIdKey: env.PERSON_ID_KEY } : {}) };
}
