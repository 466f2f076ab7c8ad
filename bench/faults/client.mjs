// A minimal signed-in API client for the fault bench: cookies kept per client, every call timed and
// never thrown (a network error is status 0), so the bench can count what each phase answered.
import { WEB_VERSION } from '../load/server.mjs';

export class Client {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
  }

  async call(method, path, body, timeoutMs = 15_000) {
    const headers = { 'x-web-version': WEB_VERSION, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [name, value] = pair.split('=');
        if (value) this.cookies.set(name.trim(), value);
      }
      const text = await response.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, json, ms: performance.now() - started, at: Date.now(), via: response.headers.get('x-backend') };
    } catch (error) {
      return { status: 0, error: error.cause?.code ?? error.name, ms: performance.now() - started, at: Date.now() };
    }
  }
}

/** Signs up, confirms through the development outbox and signs in: a fresh user of an empty portal. */
export async function signedUpClient(base, email, password = 'Kuorma-testi-2026!') {
  const client = new Client(base);
  const signUp = await client.call('POST', '/api/auth/v1/sign-up', { email, password, name: 'Fault Bench' });
  if (signUp.status !== 201 && signUp.json?.error?.code !== 'ACCOUNT_ALREADY_EXISTS') throw new Error(`sign-up: ${signUp.status}`);
  if (signUp.status === 201) {
    const outbox = await client.call('GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const code = outbox.json.messages.find((m) => m.kind === 'signup-code').body.match(/\b(\d{6})\b/)[1];
    const confirm = await client.call('POST', '/api/auth/v1/confirm-signup', { email, code });
    if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status}`);
  }
  const login = await client.call('POST', '/api/auth/v1/login', { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.json)}`);
  return client;
}

/** Counts of status codes, e.g. { 200: 950, 503: 40 }, and the slowest answer. */
export function tally(results) {
  const statuses = {};
  let maxMs = 0;
  for (const result of results) {
    const key = result.status === 0 ? `network ${result.error}` : String(result.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    maxMs = Math.max(maxMs, result.ms);
  }
  return { requests: results.length, statuses, maxMs: Math.round(maxMs) };
}
