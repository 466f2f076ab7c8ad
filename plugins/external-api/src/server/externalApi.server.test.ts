import { refreshConsumptionRollups } from '@portal/domain/server';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXTERNAL_API_API, EXTERNAL_V1 } from '../contract/paths';
import type { ApiKeysResponse, CreatedApiKey } from '../contract/apiKeys';
import { externalApiServerPlugin } from '../server';
import { hashKey } from './keys/keySecret';
import { RATE_LIMIT } from './keys/rateLimit';
import { mainUserReaderPlugin } from './test/mainUserReader';

/**
 * The external API v1 and its keys on the real server and database, over the demo data:
 * yritys@vare.example is the main user of business customer 1500001, alikayttaja@vare.example its
 * sub-user, asiakas@vare.example a household customer whose places no key of 1500001 may see.
 */
let server: TestServer;
let main: { client: ApiClient; id: string };
const COMPANY = '1500001';

async function signIn(email: string, password: string) {
  const client = await server.loginAs(email, password);
  const me = (await client.get('/api/v2/me')).json() as { priwattiUserId: string };
  return { client, id: me.priwattiUserId };
}

async function createKey(name: string, expiresOn: string | null = null): Promise<CreatedApiKey> {
  const response = await main.client.post(EXTERNAL_API_API.createKey(COMPANY, main.id), { name, expiresOn });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedApiKey;
}

/** A call of a company's own system: no cookie, no web-version header, only the key. */
function call(method: 'GET' | 'PUT', url: string, key: string | null, body?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

async function placesOf(email: string, customerCode?: string): Promise<string[]> {
  const { rows } = await server.db.query<{ location_identifier: string }>(
    `select la.location_identifier from location_access la join users u on u.id = la.user_id join locations l using (location_identifier)
      where u.email = $1 and la.relation = 'owner' and ($2::text is null or l.customer_code = $2) order by 1`,
    [email, customerCode ?? null],
  );
  return rows.map((row) => row.location_identifier);
}

let password: string;

beforeAll(async () => {
  server = await startTestServer({ plugins: [externalApiServerPlugin, mainUserReaderPlugin] });
  ({ password } = await server.seedDemoData({ days: 1 }));
  main = await signIn('yritys@vare.example', password);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('keys', () => {
  it('shows a new key once and keeps only its SHA-256 hash', async () => {
    const created = await createKey('Kiinteistöjärjestelmä');
    expect(created.secret).toMatch(/^vpk_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({ name: 'Kiinteistöjärjestelmä', companyReferenceId: COMPANY, lastUsedAt: null, revokedAt: null });
    const { rows } = await server.db.query<Record<string, unknown>>('select * from external_api_keys where id = $1', [created.key.id]);
    expect(rows[0]?.key_hash).toBe(hashKey(created.secret));
    expect(JSON.stringify(rows)).not.toContain(created.secret.slice(12));
    // The list never shows it again.
    const list = (await main.client.get(EXTERNAL_API_API.keys(main.id))).json() as ApiKeysResponse;
    expect(list.companies.map((c) => c.companyReferenceId)).toEqual([COMPANY]);
    expect(list.keys.find((k) => k.id === created.key.id)).toEqual(created.key);
    expect(JSON.stringify(list)).not.toContain(created.secret.slice(12));
  });

  it('lets only the main user make keys: a sub-user and a household customer get 404 for the company', async () => {
    const sub = await signIn('alikayttaja@vare.example', password);
    expect((await sub.client.post(EXTERNAL_API_API.createKey(COMPANY, sub.id), { name: 'x' })).statusCode).toBe(404);
    expect(((await sub.client.get(EXTERNAL_API_API.keys(sub.id))).json() as ApiKeysResponse).keys).toEqual([]);
    const household = await signIn('asiakas@vare.example', password);
    expect((await household.client.post(EXTERNAL_API_API.createKey(COMPANY, household.id), { name: 'x' })).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad name, and stores nothing', async () => {
    const before = await server.db.query('select id from external_api_keys');
    const response = await main.client.post(EXTERNAL_API_API.createKey(COMPANY, main.id), { name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('body.name');
    expect((await server.db.query('select id from external_api_keys')).rows).toEqual(before.rows);
  });

  it('a revoked key answers 401; revoking is audited', async () => {
    const created = await createKey('Poistuva');
    expect((await call('GET', EXTERNAL_V1.locations, created.secret)).statusCode).toBe(200);
    const revoke = await main.client.delete(EXTERNAL_API_API.revokeKey(COMPANY, main.id, created.key.id));
    expect(revoke.statusCode).toBe(204);
    const after = await call('GET', EXTERNAL_V1.locations, created.secret);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHORIZED');
    const { rows } = await server.db.query<{ kind: string }>(
      `select kind from audit_log where details->>'keyId' = $1 and kind in ('apiKey.created', 'apiKey.revoked') order by seq`,
      [created.key.id],
    );
    expect(rows.map((row) => row.kind)).toEqual(['apiKey.created', 'apiKey.revoked']);
    expect((await main.client.delete(EXTERNAL_API_API.revokeKey(COMPANY, main.id, 'no-such-key'))).statusCode).toBe(404);
  });

  it('an expired key answers 401 from the day after its last day (Helsinki)', async () => {
    // The test clock is 2026-01-15 12:00 in Helsinki.
    const today = await createKey('Tämä päivä', '2026-01-15');
    expect((await call('GET', EXTERNAL_V1.locations, today.secret)).statusCode).toBe(200);
    const past = await main.client.post(EXTERNAL_API_API.createKey(COMPANY, main.id), { name: 'Eilinen', expiresOn: '2026-01-14' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.field).toBe('body.expiresOn');
    const start = server.clock.now();
    try {
      server.clock.set(new Date('2026-01-15T21:59:00Z')); // 23:59 in Helsinki: still its last day
      expect((await call('GET', EXTERNAL_V1.locations, today.secret)).statusCode).toBe(200);
      server.clock.set(new Date('2026-01-15T22:00:00Z')); // 16 January begins in Helsinki
      expect((await call('GET', EXTERNAL_V1.locations, today.secret)).statusCode).toBe(401);
    } finally {
      server.clock.set(start);
    }
  });

  it('an unknown or malformed key answers 401', async () => {
    expect((await call('GET', EXTERNAL_V1.locations, null)).statusCode).toBe(401);
    expect((await call('GET', EXTERNAL_V1.locations, 'vpk_not-a-key')).statusCode).toBe(401);
    const session = await main.client.get(EXTERNAL_V1.locations);
    expect(session.statusCode, 'a portal session is no API key').toBe(401);
  });
});

describe('v1 data', () => {
  let key: string;
  beforeAll(async () => {
    key = (await createKey('Raportointi')).secret;
  });

  it("lists exactly the company's places, and stamps the key's last use", async () => {
    const response = await call('GET', EXTERNAL_V1.locations, key);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { companyReferenceId: string; locations: { locationIdentifier: string }[] };
    expect(body.companyReferenceId).toBe(COMPANY);
    expect(body.locations.map((l) => l.locationIdentifier)).toEqual(await placesOf('yritys@vare.example', COMPANY));
    const list = (await main.client.get(EXTERNAL_API_API.keys(main.id))).json() as ApiKeysResponse;
    expect(list.keys.find((k) => k.name === 'Raportointi')?.lastUsedAt).toBe(server.clock.now().toISOString());
  });

  it("answers 404 for another customer's place, as for a missing one, on every place route", async () => {
    const foreign = (await placesOf('asiakas@vare.example'))[0]!;
    for (const url of [
      `${EXTERNAL_V1.timeseries(foreign)}?from=2026-01-01&to=2026-01-14`,
      EXTERNAL_V1.pricing(foreign),
      `${EXTERNAL_V1.timeseries('no-such-place')}?from=2026-01-01&to=2026-01-14`,
    ]) {
      expect((await call('GET', url, key)).statusCode, url).toBe(404);
    }
    const put = await call('PUT', EXTERNAL_V1.details(foreign), key, { name: 'Ei sinun' });
    expect(put.statusCode).toBe(404);
    const { rows } = await server.db.query('select 1 from location_names where location_identifier = $1 and display_name = $2', [
      foreign,
      'Ei sinun',
    ]);
    expect(rows).toEqual([]);
  });

  it('a year of timeseries for a place equals the raw readings, at every resolution', async () => {
    const place = (await placesOf('yritys@vare.example', COMPANY))[0]!;
    const { rows } = await server.db.query<{ metering_point_id: string }>(
      'select metering_point_id::text as metering_point_id from locations where location_identifier = $1',
      [place],
    );
    const point = rows[0]!.metering_point_id;
    // 2025 in Helsinki (both DST changes), hourly: 8760 hours, each with its own value.
    await server.db.transaction(async (tx) => {
      await tx.query(`delete from meter_readings where metering_point_id = $1 and start_utc < '2026-01-01T00:00:00+02'`, [point]);
      await tx.query(
        `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
         select $1, t, 60, round((1 + (extract(epoch from t)::bigint % 97) / 10.0)::numeric, 3), 'measured'
           from generate_series('2025-01-01T00:00:00+02'::timestamptz, '2025-12-31T23:00:00+02'::timestamptz, interval '1 hour') t`,
        [point],
      );
      const days: string[] = [];
      for (let d = new Date(Date.UTC(2025, 0, 1)); d.getUTCFullYear() === 2025; d.setUTCDate(d.getUTCDate() + 1))
        days.push(d.toISOString().slice(0, 10));
      await refreshConsumptionRollups(tx, [{ meteringPointId: point, days }]);
    });
    const raw = await server.db.query<{ total: string; n: number }>(
      `select sum(kwh)::text as total, count(*)::int as n from meter_readings
        where metering_point_id = $1 and start_utc >= '2025-01-01T00:00:00+02' and start_utc < '2026-01-01T00:00:00+02'`,
      [point],
    );
    const expected = Number(raw.rows[0]!.total);
    expect(raw.rows[0]!.n).toBe(8760);
    const sizes = { month: 12, day: 365, hour: 8760 } as const;
    for (const resolution of ['month', 'day', 'hour'] as const) {
      const response = await call('GET', `${EXTERNAL_V1.timeseries(place)}?from=2025-01-01&to=2025-12-31&resolution=${resolution}`, key);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { totalKwh: string; points: { start: string; energyKwh: string }[] };
      expect(Number(body.totalKwh), resolution).toBeCloseTo(expected, 3);
      expect(body.points).toHaveLength(sizes[resolution]);
      const sum = body.points.reduce((acc, p) => acc + Math.round(Number(p.energyKwh) * 1000), 0) / 1000;
      expect(sum, resolution).toBeCloseTo(expected, 3);
    }
    // The DST days: 23 hours on 30 March, 25 on 26 October.
    const march = (await call('GET', `${EXTERNAL_V1.timeseries(place)}?from=2025-03-30&to=2025-03-30&resolution=hour`, key)).json();
    expect(march.points).toHaveLength(23);
    const october = (await call('GET', `${EXTERNAL_V1.timeseries(place)}?from=2025-10-26&to=2025-10-26&resolution=hour`, key)).json();
    expect(october.points).toHaveLength(25);
    // The search summary agrees with the same rollups.
    const summary = (await call('GET', `${EXTERNAL_V1.searchSummary}?from=2025-01-01&to=2025-12-31`, key)).json();
    const row = summary.locations.find((l: { locationIdentifier: string }) => l.locationIdentifier === place);
    expect(Number(row.energyKwh)).toBeCloseTo(expected, 3);
  });

  it('answers 400 naming the field for a bad period', async () => {
    const place = (await placesOf('yritys@vare.example', COMPANY))[0]!;
    const response = await call('GET', `${EXTERNAL_V1.timeseries(place)}?from=2025-02-30&to=2025-03-01`, key);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('query.from');
    const reversed = await call('GET', `${EXTERNAL_V1.searchSummary}?from=2025-03-02&to=2025-03-01`, key);
    expect(reversed.json().error.field).toBe('query.to');
  });

  it('gives the pricing of a place and sets its name, as the portal would', async () => {
    const place = (await placesOf('yritys@vare.example', COMPANY))[0]!;
    const pricing = await call('GET', EXTERNAL_V1.pricing(place), key);
    expect(pricing.statusCode, pricing.body).toBe(200);
    expect(pricing.json()).toMatchObject({ locationIdentifier: place, date: '2026-01-15' });
    const put = await call('PUT', EXTERNAL_V1.details(place), key, { name: 'Koulu 1' });
    expect(put.statusCode, put.body).toBe(204);
    const listed = (await call('GET', EXTERNAL_V1.locations, key)).json() as { locations: { locationIdentifier: string; name: string }[] };
    expect(listed.locations.find((l) => l.locationIdentifier === place)?.name).toBe('Koulu 1');
  });

  it('audits every call, refused ones included, never with the key', async () => {
    const before = Number((await server.db.query<{ n: string }>(`select count(*) as n from audit_log where kind = 'apiKey.call'`)).rows[0]!.n);
    await call('GET', EXTERNAL_V1.locations, key);
    await call('GET', EXTERNAL_V1.locations, 'vpk_wrong');
    // Each call is audited as its answer leaves, so the second row may still be on its way when the
    // answer is here; on PostgreSQL the two writes may also commit in either order.
    await vi.waitFor(async () => {
      const { rows: counted } = await server.db.query<{ n: string }>(`select count(*) as n from audit_log where kind = 'apiKey.call'`);
      expect(Number(counted[0]!.n)).toBeGreaterThanOrEqual(before + 2);
    });
    const { rows } = await server.db.query<{ details: Record<string, unknown>; user_id: string | null }>(
      `select details, user_id from audit_log where kind = 'apiKey.call' order by seq desc limit 2`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_id: main.id,
          details: expect.objectContaining({ method: 'GET', route: '/api/external/v1/locations', status: 200 }),
        }),
        expect.objectContaining({ user_id: null, details: expect.objectContaining({ keyId: null, status: 401 }) }),
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain(key);
  });
});

describe('rate limit', () => {
  it(`answers 429 with Retry-After after ${RATE_LIMIT} calls a minute, per key, and lets the next window through`, async () => {
    const busy = (await createKey('Kiireinen')).secret;
    const calm = (await createKey('Rauhallinen')).secret;
    for (let i = 0; i < RATE_LIMIT; i++) expect((await call('GET', EXTERNAL_V1.locations, busy)).statusCode).toBe(200);
    const refused = await call('GET', EXTERNAL_V1.locations, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await call('GET', EXTERNAL_V1.locations, calm)).statusCode, 'another key has its own window').toBe(200);
    server.clock.set(new Date(server.clock.now().getTime() + 61_000));
    expect((await call('GET', EXTERNAL_V1.locations, busy)).statusCode).toBe(200);
  });
});
