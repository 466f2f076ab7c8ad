import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CORE_API_VERSION, defineRoute, defineServerPlugin } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, TEST_COMPANY, WEB_VERSION, type TestServer } from '../testing/testServer';

/** Two anonymous answers, one like an invoice list (≈ 8 KB of JSON), one like a status (a few bytes). */
const probe = defineServerPlugin({
  id: 'compression-probe',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  routes(app) {
    const rows = z.array(z.object({ number: z.string(), amount: z.string(), dueDate: z.string() }));
    defineRoute(app, {
      method: 'GET',
      url: '/v1/probe/large',
      access: 'anonymous',
      schemas: { response: rows },
      handler: () =>
        Array.from({ length: 120 }, (_, i) => ({ number: `2026${String(i).padStart(6, '0')}`, amount: `${40 + i}.15`, dueDate: '2026-02-14' })),
    });
    defineRoute(app, {
      method: 'GET',
      url: '/v1/probe/small',
      access: 'anonymous',
      schemas: { response: z.object({ ok: z.boolean() }) },
      handler: () => ({ ok: true }),
    });
  },
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ plugins: [probe], company: { ...TEST_COMPANY, pluginIds: [probe.id] } });
});
afterAll(() => server.close());

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { 'x-web-version': WEB_VERSION, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
const large = (acceptEncoding?: string) => get('/api/v1/probe/large', acceptEncoding);

describe('API answer compression', () => {
  it('sends JSON as brotli or gzip when the browser accepts it, with the same content', async () => {
    const plain = await large();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await large('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await large('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const status = await get('/api/v1/probe/small', 'gzip');
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-encoding']).toBeUndefined();
  });
});
