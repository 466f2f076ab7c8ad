import type { FastifyInstance } from 'fastify';
import type { ApiClient } from '@portal/core/server/testing';
import type { RegistrationOptions } from '../../app';
import { DEMO_PERSONS } from '../../demo/demoCustomers';
import { DEFAULT_PERSON_ID_CLAIM } from '../oidc/strongAuthSettings';
import { TEST_IDP_CLIENT_ID, TEST_IDP_CLIENT_SECRET, TEST_IDP_PATH } from '../testIdp/testIdpSettings';
import { injectFetch } from './injectFetch';

export const TEST_ORIGIN = 'http://portal.test';
export const TEST_REDIRECT_URI = `${TEST_ORIGIN}/asiakkaaksi/tunnistus`;

/** Registration options for a test server: the test identity provider on the server itself, reached by inject. */
export function testRegistration(app: () => FastifyInstance, overrides: { clientSecret?: string; issuer?: string } = {}): RegistrationOptions {
  const issuer = `${TEST_ORIGIN}${TEST_IDP_PATH}`;
  return {
    testIdp: { issuer, clientId: TEST_IDP_CLIENT_ID, clientSecret: TEST_IDP_CLIENT_SECRET, redirectUri: TEST_REDIRECT_URI, persons: DEMO_PERSONS },
    strongAuth: {
      issuer: overrides.issuer ?? issuer,
      clientId: TEST_IDP_CLIENT_ID,
      clientSecret: overrides.clientSecret ?? TEST_IDP_CLIENT_SECRET,
      redirectUri: TEST_REDIRECT_URI,
      scope: 'openid profile',
      personIdClaim: DEFAULT_PERSON_ID_CLAIM,
      fetch: injectFetch(app),
    },
  };
}

/** What the provider sent back to the redirect page. */
export interface ProviderAnswer {
  readonly code: string | null;
  readonly state: string;
  readonly error: string | null;
}

/** Plays the browser at the test identity provider: opens the authorize URL and picks a person (or cancels). */
export async function pickTestPerson(app: FastifyInstance, authorizeUrl: string, personIndex: number, decision = 'accept'): Promise<ProviderAnswer> {
  const url = new URL(authorizeUrl);
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (page.statusCode !== 200) throw new Error(`authorize page answered ${page.statusCode}: ${page.body}`);
  const form = new URLSearchParams(url.searchParams);
  form.set('person', String(personIndex));
  form.set('decision', decision);
  const chosen = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  if (chosen.statusCode !== 303) throw new Error(`authorize answered ${chosen.statusCode}: ${chosen.body}`);
  const back = new URL(String(chosen.headers.location));
  return { code: back.searchParams.get('code'), state: back.searchParams.get('state') ?? '', error: back.searchParams.get('error') };
}

/** Start, pick and complete: the whole identification as the web does it. Answers the complete response. */
export async function identify(app: FastifyInstance, client: ApiClient, attemptId: string, personIndex: number) {
  const started = await client.post(`/api/v3/user/strongauth/${attemptId}`, { action: 'start' });
  if (started.statusCode !== 200) throw new Error(`start answered ${started.statusCode}: ${started.body}`);
  const answer = await pickTestPerson(app, started.json().authorizeUrl, personIndex);
  return client.post(`/api/v3/user/strongauth/${attemptId}`, { action: 'complete', code: answer.code, state: answer.state });
}
