import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { registrationFromEnv } from './registrationEnv';

const PUBLIC_URL = 'https://portal.example';
const provider = { STRONG_AUTH_ISSUER: 'https://idp.example', STRONG_AUTH_CLIENT_ID: 'portal', STRONG_AUTH_CLIENT_SECRET: 'secret' };

describe('registration settings from the environment', () => {
  it('uses the test identity provider on this server in development, returning to PUBLIC_URL', () => {
    const options = registrationFromEnv(readEnv({}), PUBLIC_URL);
    expect(options.testIdp?.issuer).toBe('https://portal.example/test-idp');
    expect(options.strongAuth).toMatchObject({
      issuer: 'https://portal.example/test-idp',
      redirectUri: 'https://portal.example/asiakkaaksi/tunnistus',
      personIdClaim: 'hetu',
    });
    expect(options.personIdKey).toBeUndefined();
  });

  it('prefers a configured provider, and the test provider can be turned off', () => {
    const options = registrationFromEnv(readEnv({ ...provider, TEST_IDP: 'false', STRONG_AUTH_PERSON_ID_CLAIM: 'nin' }), PUBLIC_URL);
    expect(options.testIdp).toBeNull();
    expect(options.strongAuth).toMatchObject({ issuer: 'https://idp.example', clientId: 'portal', personIdClaim: 'nin' });
  });

  it('never serves the test provider in production, and wants a digest key there', () => {
    expect(registrationFromEnv(readEnv({ NODE_ENV: 'production' }), PUBLIC_URL)).toMatchObject({ testIdp: null, strongAuth: null });
    expect(() => registrationFromEnv(readEnv({ NODE_ENV: 'production', TEST_IDP: 'true' }), PUBLIC_URL)).toThrow(/TEST_IDP/);
    expect(() => registrationFromEnv(readEnv({ NODE_ENV: 'production', ...provider }), PUBLIC_URL)).toThrow(/PERSON_ID_KEY/);
    const key = 'k'.repeat(32);
    expect(registrationFromEnv(readEnv({ NODE_ENV: 'production', ...provider, PERSON_ID_KEY: key }), PUBLIC_URL).personIdKey).toBe(key);
  });

  it('refuses half a provider configuration and a short key', () => {
    expect(() => registrationFromEnv(readEnv({ STRONG_AUTH_ISSUER: 'https://idp.example' }), PUBLIC_URL)).toThrow(/together/);
    expect(() => readEnv({ PERSON_ID_KEY: 'short' })).toThrow(/PERSON_ID_KEY/);
  });
});
