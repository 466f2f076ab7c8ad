import type { RouteInventoryEntry } from '@portal/core/server';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { ZodTypeAny } from 'zod';
import { WEB_VERSION } from '../testing/testServer';
import type { Harness, HarnessUser } from './harnessServer';
import { harnessApiKey, resourceSample } from './resourceSamples';
import { zodArbitrary } from './zodArbitrary';

/** One request to a route: path parameters and query values already percent-encoded. */
export interface HarnessRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  /** A JS value is sent as JSON; a Buffer as raw bytes with a JSON content type. */
  readonly body?: unknown;
}

/** Percent-encodes text for a path or query; a lone surrogate (not encodable) becomes its invalid UTF-8 bytes. */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return out;
}

export function urlOf(entry: RouteInventoryEntry, request: HarnessRequest): string {
  const path = entry.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => request.params[name] ?? 'x');
  const query = Object.entries(request.query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

export interface CallOptions {
  /** Signed-in caller (on an `apiKey` route: the caller's seeded API key instead); none = anonymous. */
  readonly as?: HarnessUser;
  readonly headers?: Readonly<Record<string, string>>;
  /** Leave out X-Web-Version (the CSRF guard's header). */
  readonly withoutWebVersion?: boolean;
}

export async function callRoute(
  harness: Harness,
  entry: RouteInventoryEntry,
  request: HarnessRequest,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(options.withoutWebVersion ? {} : { 'x-web-version': WEB_VERSION }) };
  if (options.as && entry.access === 'apiKey') {
    headers.authorization = `Bearer ${harnessApiKey(options.as.id)}`;
    // The harness calls a route hundreds of times in one minute of its still clock: a fresh window
    // each time keeps the per-key rate limit out of its way (the limit has its own test in the plugin).
    await harness.db.query('update external_api_key_usage set calls = 0');
  } else if (options.as) headers.cookie = options.as.client.jar.header();
  let payload: string | Buffer | undefined;
  if (Buffer.isBuffer(request.body)) payload = request.body;
  else if (request.body !== undefined) payload = JSON.stringify(request.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return harness.server.app.inject({
    method: entry.method,
    url: urlOf(entry, request),
    headers: { ...headers, ...options.headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The first value of the arbitrary the schema accepts; falls back to an empty object. */
function acceptedSample(schema: ZodTypeAny | undefined, stringify: boolean): unknown {
  if (!schema) return undefined;
  const samples = fc.sample(zodArbitrary(schema), { numRuns: 200, seed: 42 });
  for (const sample of samples) {
    const value = stringify ? stringifyValues(sample) : sample;
    if (schema.safeParse(value).success) return value;
  }
  return stringify ? {} : undefined;
}

/** Query values as a URL carries them: strings. */
export function stringifyValues(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined && item !== null)
      .map(([key, item]) => [key, typeof item === 'object' ? JSON.stringify(item) : String(item)]),
  );
}

/**
 * A request the route would accept from `caller`: their own id, their own resources (one the other
 * user cannot see), and a query and body its schemas accept. Checks then change one thing of it.
 */
export async function validRequest(harness: Harness, entry: RouteInventoryEntry, caller: HarnessUser, other: HarnessUser): Promise<HarnessRequest> {
  const params: Record<string, string> = {};
  for (const [name, role] of Object.entries(entry.pathParams)) {
    if (role === 'ownUserId' || role === 'activeUserId') params[name] = encodeText(caller.id);
    else params[name] = encodeText((await resourceSample(harness.db, role.resource, caller.id, other.id, 'VARE')) ?? 'unknown');
  }
  const query = stringifyValues(acceptedSample(entry.schemas.query as ZodTypeAny | undefined, true));
  const encodedQuery = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, encodeText(value)]));
  const body = acceptedSample(entry.schemas.body as ZodTypeAny | undefined, false);
  return { params, query: encodedQuery, body: body === undefined && entry.method !== 'GET' ? {} : body };
}

/**
 * True for a route only B2B customers may call (the B2C harness customer is refused by mode), and for an
 * `apiKey` route: API keys are business customers' (the external API), so the B2B customer holds one.
 */
export function servesOnlyB2b(entry: RouteInventoryEntry): boolean {
  if (entry.access === 'apiKey') return true;
  return entry.modes !== undefined && !entry.modes.includes('B2C');
}

/** Which harness user calls a route in the checks where the caller is allowed. */
export function allowedCaller(harness: Harness, entry: RouteInventoryEntry): HarnessUser | undefined {
  if (entry.access === 'anonymous') return undefined;
  if (typeof entry.access === 'object') return harness.users.admin;
  return servesOnlyB2b(entry) ? harness.users.otherCustomer : harness.users.customer;
}

/** The customer whose ids and resources a route's caller must not reach: the other harness customer. */
export function foreignUser(harness: Harness, caller: HarnessUser): HarnessUser {
  return caller === harness.users.otherCustomer ? harness.users.customer : harness.users.otherCustomer;
}

export const describeRoute = (entry: RouteInventoryEntry) => `${entry.method} ${entry.path}`;
