/** The OpenID Connect provider used for strong identification (env STRONG_AUTH_*, docs/registration.md). */
export interface StrongAuthSettings {
  /** Issuer URL; discovery is read from `${issuer}/.well-known/openid-configuration`. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The portal page the provider returns to (the web's identification page), registered with the provider. */
  readonly redirectUri: string;
  readonly scope: string;
  /** ID token claim holding the personal identity code (providers differ: hetu, nin, ...). */
  readonly personIdClaim: string;
  /** How the server reaches the provider; tests route it into the same server. Default: global fetch. */
  readonly fetch?: typeof fetch;
}

export const DEFAULT_STRONG_AUTH_SCOPE = 'openid profile';
export const DEFAULT_PERSON_ID_CLAIM = 'hetu';
