import { localDayRangeUtc } from '@portal/domain';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_API } from '../../contract/paths';
import { alertsServerPlugin } from '../../server';
import { eventPublisherPlugin } from '../test/eventPublisherPlugin';

/**
 * The daily price report's content on the real server and database: tomorrow's prices as a table in
 * the subscriber's unit and VAT mode, the cheapest 1 h and 3 h windows, on the DST days (92 and 100
 * quarters) and across a VAT change (the rate of the delivery date, not of the day it is sent).
 */
let server: TestServer;
const KWH_USER = 'kwh@example.fi';
const MWH_USER = 'mwh@example.fi';
const QUARTER_MS = 15 * 60_000;

async function client(email: string): Promise<ApiClient> {
  return server.loginAs(email);
}

async function subscribe(email: string, unit: 'KWH' | 'MWH', vat: 'VAT_0' | 'VAT_24') {
  const api = await client(email);
  const saved = await api.put(ALERTS_API.energyPriceReport(server.users[email]!.id), {
    active: true,
    emailNotifications: true,
    pushNotifications: false,
    unit,
    vat,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return api;
}

/** The day's quarters from local midnight, €/MWh by index (the autumn day has 100, the spring day 92). */
async function insertQuarters(day: string, priceOf: (index: number) => number) {
  const { startUtc, endUtc } = localDayRangeUtc(day);
  const count = (endUtc.getTime() - startUtc.getTime()) / QUARTER_MS;
  for (let i = 0; i < count; i++) {
    await server.db.query('insert into spot_prices (start_utc, minutes, eur_mwh) values ($1, 15, $2)', [
      new Date(startUtc.getTime() + i * QUARTER_MS).toISOString(),
      priceOf(i).toFixed(3),
    ]);
  }
  return count;
}

async function publish(api: ApiClient, days: readonly string[]) {
  const response = await api.post('/api/v1/alertstest/publish', { event: 'market.spot-prices-loaded', payload: { days } });
  expect(response.statusCode, response.body).toBe(204);
  for (const run of await server.runJobs()) expect(run.outcome, `${run.name}: ${run.error}`).toBe('completed');
}

async function report(email: string, day: string) {
  const { rows } = await server.db.query<{ title: string; body: string }>(
    `select title, body from portal_messages where user_id = $1 and kind = 'alerts.price-report' and dedupe_key = $2`,
    [server.users[email]!.id, `price-report:${day}`],
  );
  expect(rows, `one report for ${day}`).toHaveLength(1);
  return { title: rows[0]!.title, lines: rows[0]!.body.split('\n') };
}

beforeAll(async () => {
  server = await startTestServer({
    plugins: [alertsServerPlugin, eventPublisherPlugin],
    users: [KWH_USER, MWH_USER],
    now: new Date('2026-03-28T10:00:00Z'),
  });
});

afterAll(async () => {
  await server?.close();
});

describe('daily price report content', () => {
  it('prices each day with the VAT of its delivery date, and the spring DST day has 23 hours of quarters', async () => {
    // A made-up VAT change at midnight into 29.3.2026 (24 % for that one day): the report on 28.3
    // for 29.3 must use 24 %, the report for 28.3 itself 25,5 %.
    await server.db.query(`update vat_rates set valid_until = '2026-03-29' where category = 'electricity_energy' and valid_from = '2024-09-01'`);
    await server.db.query(
      `insert into vat_rates (category, valid_from, valid_until, rate_percent) values
         ('electricity_energy', '2026-03-29', '2026-03-30', 24), ('electricity_energy', '2026-03-30', null, 25.5)`,
    );
    const api = await subscribe(KWH_USER, 'KWH', 'VAT_24');
    await subscribe(MWH_USER, 'MWH', 'VAT_0');
    expect(await insertQuarters('2026-03-28', () => 100)).toBe(96);
    expect(await insertQuarters('2026-03-29', (i) => (i >= 8 && i < 12 ? 20 : 100))).toBe(92); // 02:00–03:00 cheap
    await publish(api, ['2026-03-28', '2026-03-29']);

    expect((await report(KWH_USER, '2026-03-28')).lines[0]).toBe('Keskihinta 12,55 c/kWh, alin 12,55, ylin 12,55 (sis. alv).');
    const spring = await report(KWH_USER, '2026-03-29');
    expect(spring.title).toBe('Sähkön hinnat 29.3.2026');
    // (88 × 100 + 4 × 20) / 92 = 96,521… €/MWh → 9,6521… c/kWh × 1,24 = 11,97.
    expect(spring.lines.slice(0, 6)).toEqual([
      'Keskihinta 11,97 c/kWh, alin 2,48, ylin 12,40 (sis. alv).',
      // Windows are wall-clock times: the hour from 02:00 ends at 04:00 summer time this night, and
      // 00:00–04:00 is three hours long. Equally cheap 3 h windows: the earliest wins.
      'Halvin 1 tunti: 02:00–04:00, keskihinta 2,48 c/kWh',
      'Halvin 3 tuntia: 00:00–04:00, keskihinta 9,09 c/kWh',
      '',
      'Hinnat Suomen aikaa (c/kWh, sis. alv):',
      'klo             :00     :15     :30     :45',
    ]);
    const table = spring.lines.slice(6);
    expect(table).toHaveLength(23);
    expect(table.slice(2, 4)).toEqual(['02–03          2,48    2,48    2,48    2,48', '04–05         12,40   12,40   12,40   12,40']);
    expect(table.at(-1)).toBe('23–24         12,40   12,40   12,40   12,40');

    // The same day in €/MWh without VAT: the stored price itself.
    expect((await report(MWH_USER, '2026-03-29')).lines.slice(0, 2)).toEqual([
      'Keskihinta 96,52 €/MWh, alin 20,00, ylin 100,00 (alv 0 %).',
      'Halvin 1 tunti: 02:00–04:00, keskihinta 20,00 €/MWh',
    ]);
  });

  it('draws the autumn DST day as 25 hours (100 quarters) with the repeated hour named, and finds the cheap windows in it', async () => {
    server.clock.set(new Date('2026-10-24T12:00:00Z'));
    const api = await client(KWH_USER);
    // Index 16–19 is the second 03:00–04:00 (winter time), 40–51 is 09:00–12:00, 60 is 14:00.
    const count = await insertQuarters('2026-10-25', (i) => (i >= 16 && i < 20 ? 10 : i >= 40 && i < 52 ? 20 : i === 60 ? -5 : 100));
    expect(count).toBe(100);
    await publish(api, ['2026-10-25']);
    const autumn = await report(KWH_USER, '2026-10-25');
    // Mean (4 × 10 + 12 × 20 − 5 + 83 × 100) / 100 = 85,75 €/MWh → 8,575 × 1,255 = 10,76 c/kWh.
    expect(autumn.lines.slice(0, 3)).toEqual([
      'Keskihinta 10,76 c/kWh, alin −0,63, ylin 12,55 (sis. alv).',
      'Halvin 1 tunti: 03:00–04:00, keskihinta 1,26 c/kWh',
      'Halvin 3 tuntia: 09:00–12:00, keskihinta 2,51 c/kWh',
    ]);
    const table = autumn.lines.slice(6);
    expect(table).toHaveLength(25);
    expect(table.slice(3, 5)).toEqual(['03–04         12,55   12,55   12,55   12,55', '03–04          1,26    1,26    1,26    1,26 (talviaika)']);
    expect(table[15]).toBe('14–15         −0,63   12,55   12,55   12,55');
  });
});
