import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { StrongAuthSettings } from '@portal/core/server';

/** Why an identification could not be verified; logged (never the person's data), shown generically. */
export type StrongAuthFailure =
  | 'providerUnavailable'
  | 'providerError'
  | 'tokenRejected'
  | 'badSignature'
  | 'wrongIssuer'
  | 'wrongAudience'
  | 'expired'
  | 'wrongNonce'
  | 'missingPersonId';

export class StrongAuthError extends Error {
  constructor(
    readonly reason: StrongAuthFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'StrongAuthError';
  }
}

interface Discovery {
  readonly issuer: string;
  readonly authorization_endpoint: string;
  readonly token_endpoint: string;
  readonly jwks_uri: string;
}

export interface VerifiedPerson {
  /** As the provider gave it; the caller normalises and digests it and forgets it. */
  readonly personId: string;
  readonly name: string;
}

/** Random URL-safe text for state, nonce and the PKCE verifier (32 bytes: 256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

// The algorithms a provider may sign with; 'none' and HMAC (a shared-secret signature anyone with the
// client secret could forge) are never accepted.
const ALGORITHMS = ['RS256', 'PS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Authorization code flow with PKCE (S256), state and nonce, against any provider that publishes a
 * discovery document. The discovery document and the key set are read once and kept; an unknown key id
 * re-reads the key set (the provider rotated its keys).
 */
export function createOidcClient(settings: StrongAuthSettings, now: () => Date) {
  const fetchImpl = settings.fetch ?? fetch;
  let discovery: Promise<Discovery> | null = null;
  let keySet: Promise<JSONWebKeySet> | null = null;

  async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new StrongAuthError('providerUnavailable', (error as Error).message);
    }
    if (!response.ok)
      throw new StrongAuthError(response.status >= 500 ? 'providerUnavailable' : 'providerError', `${url} answered ${response.status}`);
    return (await response.json()) as T;
  }

  function metadata(): Promise<Discovery> {
    discovery ??= getJson<Discovery>(`${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then((doc) => {
      if (doc.issuer !== settings.issuer) throw new StrongAuthError('providerError', 'discovery issuer differs from the configured one');
      return doc;
    });
    // A failed read is not remembered: the next identification tries again.
    discovery.catch(() => (discovery = null));
    return discovery;
  }

  function keys(refresh: boolean): Promise<JSONWebKeySet> {
    if (refresh || !keySet) {
      keySet = metadata().then((doc) => getJson<JSONWebKeySet>(doc.jwks_uri));
      keySet.catch(() => (keySet = null));
    }
    return keySet;
  }

  async function verifyWith(idToken: string, jwks: JSONWebKeySet): Promise<JWTPayload> {
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
      issuer: settings.issuer,
      audience: settings.clientId,
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now(),
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    });
    return payload;
  }

  return {
    async authorizationUrl(input: { state: string; nonce: string; codeVerifier: string }): Promise<string> {
      const doc = await metadata();
      const url = new URL(doc.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        state: input.state,
        nonce: input.nonce,
        code_challenge: pkceChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    /** Exchanges the code (client_secret_basic) and verifies the ID token; answers the identified person. */
    async complete(input: { code: string; codeVerifier: string; nonce: string }): Promise<VerifiedPerson> {
      const doc = await metadata();
      const basic = Buffer.from(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`).toString('base64');
      const tokens = await getJson<{ id_token?: unknown }>(doc.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}`, accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: settings.redirectUri,
          code_verifier: input.codeVerifier,
        }).toString(),
      });
      if (typeof tokens.id_token !== 'string') throw new StrongAuthError('providerError', 'no id_token in the token response');
      const payload = await this.verifyIdToken(tokens.id_token, input.nonce);
      const personId = payload[settings.personIdClaim];
      if (typeof personId !== 'string' || personId === '') throw new StrongAuthError('missingPersonId');
      const joined = [payload.given_name, payload.family_name].filter((part) => typeof part === 'string').join(' ');
      const name = typeof payload.name === 'string' && payload.name ? payload.name : joined;
      return { personId, name };
    },

    /** Signature (provider's published keys), issuer, audience, expiry and nonce; throws StrongAuthError. */
    async verifyIdToken(idToken: string, nonce: string): Promise<JWTPayload> {
      let payload: JWTPayload;
      try {
        try {
          payload = await verifyWith(idToken, await keys(false));
        } catch (error) {
          if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
          payload = await verifyWith(idToken, await keys(true));
        }
      } catch (error) {
        if (error instanceof StrongAuthError) throw error;
        throw new StrongAuthError(failureOf(error), (error as Error).message);
      }
      if (payload.nonce !== nonce) throw new StrongAuthError('wrongNonce');
      return payload;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

function failureOf(error: unknown): StrongAuthFailure {
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) return 'badSignature';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'wrongIssuer';
    if (error.claim === 'aud') return 'wrongAudience';
  }
  return 'tokenRejected';
}
