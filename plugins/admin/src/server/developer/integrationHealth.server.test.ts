import { recordIntegrationSuccess } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDeveloperOnly, insertPlace, startDeveloperTestKit, type DeveloperTestKit } from './developerTestKit';
import { expectedPricesUntil } from './integrationChecks';

let kit: DeveloperTestKit;
// Logged in again after the clock jumps past the session's idle limit.
let developer: DeveloperTestKit['developer'];
const URL = '/api/admin/service-health/v1/integration-router';
// 12:00 in Helsinki: today's prices are due, tomorrow's not yet.
const NOW = new Date('2026-01-15T10:00:00Z');

beforeAll(async () => {
  kit = await startDeveloperTestKit(NOW);
  developer = kit.developer;
});

async function setClock(at: Date): Promise<void> {
  kit.server.clock.set(at);
  developer = await kit.server.loginAs('kehittaja@example.fi');
}
afterAll(() => kit.server.close());

interface Check {
  name: string;
  status: string;
  reason: string;
  lastSuccessAt: string | null;
  dataAt: string | null;
}
const health = async (name: string): Promise<Check> => {
  const response = await developer.get(URL);
  expect(response.statusCode).toBe(200);
  return (response.json().integrations as Check[]).find((check) => check.name === name)!;
};

async function hourlyPrices(fromUtc: string, hours: number): Promise<void> {
  await kit.server.db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select $1::timestamptz + n * interval '1 hour', 60, 42.5 from generate_series(0, $2 - 1) n on conflict do nothing`,
    [fromUtc, hours],
  );
}

describe('GET /admin/service-health/v1/integration-router', () => {
  it('is for developers only', async () => {
    await expectDeveloperOnly(kit, 'GET', URL);
  });

  it('answers every integration; the database by a real query', async () => {
    const body = (await developer.get(URL)).json();
    expect(body.checkedAt).toBe(NOW.toISOString());
    expect(body.integrations.map((check: Check) => check.name)).toEqual(['database', 'mail', 'push', 'priceFeed', 'meteringFeed']);
    expect(body.integrations[0]).toEqual({ name: 'database', status: 'HEALTHY', reason: 'ok', lastSuccessAt: NOW.toISOString(), dataAt: null });
    expect(await health('mail')).toMatchObject({ status: 'HEALTHY', reason: 'nothingYet', lastSuccessAt: null });
  });

  it("expects today's day-ahead prices before 14:30 Helsinki time and tomorrow's after", async () => {
    expect(expectedPricesUntil(NOW).toISOString()).toBe('2026-01-15T22:00:00.000Z');
    expect(expectedPricesUntil(new Date('2026-01-15T12:30:00Z')).toISOString()).toBe('2026-01-16T22:00:00.000Z');
    // Summer time: 14:30 EEST is 11:30 UTC, and the local day ends at 21:00 UTC.
    expect(expectedPricesUntil(new Date('2026-07-01T11:29:00Z')).toISOString()).toBe('2026-07-01T21:00:00.000Z');
    expect(expectedPricesUntil(new Date('2026-07-01T11:30:00Z')).toISOString()).toBe('2026-07-02T21:00:00.000Z');

    expect(await health('priceFeed')).toMatchObject({ status: 'UNHEALTHY', reason: 'pricesMissing', dataAt: null });
    await hourlyPrices('2026-01-14T22:00:00Z', 24); // today, Helsinki
    await recordIntegrationSuccess(kit.server.db, 'priceFeed', new Date('2026-01-15T09:00:00Z'));
    expect(await health('priceFeed')).toEqual({
      name: 'priceFeed',
      status: 'HEALTHY',
      reason: 'ok',
      lastSuccessAt: '2026-01-15T09:00:00.000Z',
      dataAt: '2026-01-15T22:00:00.000Z',
    });
    await setClock(new Date('2026-01-15T12:30:00Z'));
    expect(await health('priceFeed')).toMatchObject({ status: 'UNHEALTHY', reason: 'pricesMissing' });
    await hourlyPrices('2026-01-15T22:00:00Z', 24); // tomorrow
    expect(await health('priceFeed')).toMatchObject({ status: 'HEALTHY', dataAt: '2026-01-16T22:00:00.000Z' });
    await setClock(NOW);
  });

  it('is unhealthy for mail while a mail has waited over 15 minutes, healthy again once it is sent', async () => {
    await kit.server.db.query(
      `insert into outbox (id, recipient, kind, subject, body, created_at) values ('health-mail', 'x@example.fi', 'test', 'S', 'B', $1)`,
      [new Date(NOW.getTime() - 16 * 60_000)],
    );
    expect(await health('mail')).toMatchObject({
      status: 'UNHEALTHY',
      reason: 'mailBacklog',
      dataAt: new Date(NOW.getTime() - 16 * 60_000).toISOString(),
    });
    await kit.server.db.query(`update outbox set sent_at = $1 where id = 'health-mail'`, [NOW]);
    await recordIntegrationSuccess(kit.server.db, 'mail', NOW);
    expect(await health('mail')).toMatchObject({ status: 'HEALTHY', reason: 'ok', lastSuccessAt: NOW.toISOString() });
  });

  it('is unhealthy for push when a push failed for good after the last success', async () => {
    const userId = kit.server.users['asiakas@example.fi']!.id;
    await recordIntegrationSuccess(kit.server.db, 'push', new Date(NOW.getTime() - 3_600_000));
    expect(await health('push')).toMatchObject({ status: 'HEALTHY', reason: 'ok' });
    await kit.server.db.query(
      `insert into notification_deliveries (id, user_id, channel, kind, dedupe_key, payload, language, due_at, status, attempts, created_at, claimed_at)
       values ('health-push', $1, 'push', 'test', 'k', '{}', 'fi', $2, 'failed', 5, $2, $2)`,
      [userId, new Date(NOW.getTime() - 60_000)],
    );
    expect(await health('push')).toMatchObject({ status: 'UNHEALTHY', reason: 'pushFailed' });
    await recordIntegrationSuccess(kit.server.db, 'push', NOW);
    expect(await health('push')).toMatchObject({ status: 'HEALTHY', lastSuccessAt: NOW.toISOString() });
  });

  it('is unhealthy for the metering feed when the newest reading is older than two days', async () => {
    expect(await health('meteringFeed')).toMatchObject({ status: 'HEALTHY', reason: 'nothingYet' });
    const point = await insertPlace(kit.server.db, { id: 'VARE-HEALTH-1', company: 'VARE', customerCode: '820001', serial: 82 });
    expect(await health('meteringFeed')).toMatchObject({ status: 'UNHEALTHY', reason: 'readingsLate', dataAt: null });
    await kit.server.db.query(
      `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality) values ($1, '2026-01-15T07:00:00Z', 60, 0.5, 'measured')`,
      [point],
    );
    expect(await health('meteringFeed')).toMatchObject({ status: 'HEALTHY', reason: 'ok', dataAt: '2026-01-15T08:00:00.000Z' });
  });
});
