import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERSONS } from '../../demo/demoCustomers';
import { injectFetch } from '../testing/injectFetch';
import { pickTestPerson, TEST_REDIRECT_URI } from '../testing/registrationTestKit';
import { registerTestIdentityProvider } from '../testIdp/testIdentityProvider';
import { TEST_IDP_CLIENT_ID, TEST_IDP_CLIENT_SECRET } from '../testIdp/testIdpSettings';
import { createOidcClient, pkceChallenge, randomToken, StrongAuthError, type StrongAuthFailure } from '@portal/plugin-account/server';

const ISSUER = 'http://idp.test/test-idp';
let provider: FastifyInstance;
// The provider's clock, moved by the tests; the client's stays at CLIENT_NOW.
let providerNow = new Date('2026-03-10T10:00:00Z');
const CLIENT_NOW = new Date('2026-03-10T10:00:00Z');

const settings = {
  issuer: ISSUER,
  clientId: TEST_IDP_CLIENT_ID,
  clientSecret: TEST_IDP_CLIENT_SECRET,
  redirectUri: TEST_REDIRECT_URI,
  scope: 'openid profile',
  personIdClaim: 'hetu',
  fetch: injectFetch(() => provider),
};

beforeAll(async () => {
  provider = Fastify();
  await registerTestIdentityProvider(
    provider,
    { issuer: ISSUER, clientId: TEST_IDP_CLIENT_ID, clientSecret: TEST_IDP_CLIENT_SECRET, redirectUri: TEST_REDIRECT_URI, persons: DEMO_PERSONS },
    () => providerNow,
  );
  await provider.ready();
});
afterAll(() => provider.close());

/** A code for a person, as the provider hands it to the redirect page. */
async function codeFor(client = createOidcClient(settings, () => CLIENT_NOW), person = 3) {
  const secrets = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken() };
  const answer = await pickTestPerson(provider, await client.authorizationUrl(secrets), person);
  expect(answer.state).toBe(secrets.state);
  return { client, code: answer.code!, ...secrets };
}

/** The raw token response, for tests that tamper with the ID token. */
async function tokenFor(person = 3) {
  const { code, codeVerifier, nonce } = await codeFor(undefined, person);
  const response = await provider.inject({
    method: 'POST',
    url: '/test-idp/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      redirect_uri: TEST_REDIRECT_URI,
      client_id: TEST_IDP_CLIENT_ID,
      client_secret: TEST_IDP_CLIENT_SECRET,
    }).toString(),
  });
  return { idToken: response.json().id_token as string, nonce };
}

async function failure(promise: Promise<unknown>): Promise<StrongAuthFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StrongAuthError);
  return (error as StrongAuthError).reason;
}

describe('OpenID Connect client against the test identity provider', () => {
  it('publishes discovery and keys, and completes the code flow with the person’s identity code', async () => {
    const discovery = (await provider.inject({ method: 'GET', url: '/test-idp/.well-known/openid-configuration' })).json();
    expect(discovery).toMatchObject({ issuer: ISSUER, code_challenge_methods_supported: ['S256'], id_token_signing_alg_values_supported: ['RS256'] });
    const { client, code, codeVerifier, nonce } = await codeFor();
    const person = await client.complete({ code, codeVerifier, nonce });
    expect(person).toEqual({ personId: DEMO_PERSONS[3]!.hetu, name: 'Aino Lahtinen' });
  });

  it('lists the test persons on an accessible page', async () => {
    const client = createOidcClient(settings, () => CLIENT_NOW);
    const url = new URL(await client.authorizationUrl({ state: 's', nonce: 'n', codeVerifier: randomToken() }));
    const page = await provider.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fi">');
    for (const [index, person] of DEMO_PERSONS.entries()) expect(page.body).toContain(`<label for="person-${index}">${person.name}`);
  });

  it('refuses a token whose signature does not verify', async () => {
    const { idToken, nonce } = await tokenFor();
    const [header, payload, signature] = idToken.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const client = createOidcClient(settings, () => CLIENT_NOW);
    expect(await failure(client.verifyIdToken(`${header}.${payload}.${flipped}`, nonce))).toBe('badSignature');
    // A changed claim under the original signature fails the same way.
    const claims = { ...decodeJwt(idToken), hetu: DEMO_PERSONS[0]!.hetu };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(await failure(client.verifyIdToken(forged, nonce))).toBe('badSignature');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const { idToken, nonce } = await tokenFor();
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${idToken.split('.')[1]}.`;
    expect(await failure(createOidcClient(settings, () => CLIENT_NOW).verifyIdToken(unsigned, nonce))).toBe('tokenRejected');
  });

  it('refuses another nonce, another audience and an expired token', async () => {
    const { idToken, nonce } = await tokenFor();
    const client = createOidcClient(settings, () => CLIENT_NOW);
    expect(await failure(client.verifyIdToken(idToken, `${nonce}x`))).toBe('wrongNonce');
    const otherClient = createOidcClient({ ...settings, clientId: 'another-client' }, () => CLIENT_NOW);
    expect(await failure(otherClient.verifyIdToken(idToken, nonce))).toBe('wrongAudience');
    // Five minutes' lifetime and 30 s of tolerance: ten minutes later the token is dead.
    const later = createOidcClient(settings, () => new Date(CLIENT_NOW.getTime() + 10 * 60_000));
    expect(await failure(later.verifyIdToken(idToken, nonce))).toBe('expired');
  });

  it('refuses a token issued by a provider whose clock says it expired already', async () => {
    providerNow = new Date(CLIENT_NOW.getTime() - 20 * 60_000);
    try {
      const { client, code, codeVerifier, nonce } = await codeFor();
      expect(await failure(client.complete({ code, codeVerifier, nonce }))).toBe('expired');
    } finally {
      providerNow = CLIENT_NOW;
    }
  });

  it('refuses a provider whose discovery names another issuer', async () => {
    const client = createOidcClient({ ...settings, issuer: `${ISSUER}/` }, () => CLIENT_NOW);
    const error = await client.authorizationUrl({ state: 's', nonce: 'n', codeVerifier: randomToken() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StrongAuthError);
  });

  it('is refused by the provider with a wrong verifier, a reused code or a wrong secret', async () => {
    const first = await codeFor();
    expect(await failure(first.client.complete({ code: first.code, codeVerifier: randomToken(), nonce: first.nonce }))).toBe('providerError');
    // The failed exchange spent the code.
    expect(await failure(first.client.complete({ code: first.code, codeVerifier: first.codeVerifier, nonce: first.nonce }))).toBe('providerError');
    const wrongSecret = createOidcClient({ ...settings, clientSecret: 'not-the-secret' }, () => CLIENT_NOW);
    const second = await codeFor(wrongSecret);
    expect(await failure(wrongSecret.complete({ code: second.code, codeVerifier: second.codeVerifier, nonce: second.nonce }))).toBe('providerError');
    expect(pkceChallenge('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it('will not send the person back to an unregistered redirect URI', async () => {
    const client = createOidcClient({ ...settings, redirectUri: 'https://evil.example/callback' }, () => CLIENT_NOW);
    const url = new URL(await client.authorizationUrl({ state: 's', nonce: 'n', codeVerifier: randomToken() }));
    const page = await provider.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
  });
});
