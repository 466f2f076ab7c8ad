/**
 * The local test identity provider (development, demo and tests only; never in production). It speaks
 * real OpenID Connect, so the portal's client code is the one that runs against a bank-ID broker.
 */
export interface TestIdpPerson {
  readonly name: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly hetu: string;
}

export interface TestIdpSettings {
  /** `${public origin}${TEST_IDP_PATH}`: the `iss` of its tokens. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  readonly persons: readonly TestIdpPerson[];
}

/** Where the server mounts it: outside /api, because OIDC clients post forms without the portal's headers. */
export const TEST_IDP_PATH = '/test-idp';
export const TEST_IDP_CLIENT_ID = 'portal-development';
/** Not a secret: the test provider exists only outside production. */
export const TEST_IDP_CLIENT_SECRET = 'test-idp-client-secret';
