import { localDayRangeUtc } from '@portal/domain';
import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_API } from '../../contract/paths';
import { alertsServerPlugin } from '../../server';
import { grant, insertPlace } from '../test/alertsFixtures';
import { eventPublisherPlugin } from '../test/eventPublisherPlugin';

/**
 * The alert jobs obey feature flags as the routes do (docs/jobs.md "Feature flags in jobs"): a flag
 * switched off company-wide silences that company's subscribers, one switched off for a user silences
 * that user; everyone else is still told. One server (VARE) evaluates every company's rows, so a KUO
 * place follows KUO's flags.
 */
let server: TestServer;
const ANNA = 'anna@example.fi';
const BERT = 'bert@example.fi';
const KAIJA = 'kaija@example.fi';
const NOORA = 'noora@example.fi';
const ADMIN = 'katkot-admin@example.fi';
const id = (email: string) => server.users[email]!.id;

const PLACES: Readonly<Record<string, string>> = { [ANNA]: 'F-A', [BERT]: 'F-B', [KAIJA]: 'F-K' };
const meteringPoints: Record<string, string> = {};

async function publish(event: string, payload: unknown) {
  const response = await (await server.loginAs(ANNA)).post('/api/v1/alertstest/publish', { event, payload });
  expect(response.statusCode, response.body).toBe(204);
  for (const run of await server.runJobs()) expect(run.outcome, `${run.name}: ${run.error}`).toBe('completed');
}

/** Who got a message of `kind` whose dedupe key contains `day`. */
async function told(kind: string, day: string): Promise<string[]> {
  const { rows } = await server.db.query<{ email: string }>(
    `select u.email from portal_messages m join users u on u.id = m.user_id
      where m.kind = $1 and m.dedupe_key like $2 order by u.email`,
    [kind, `%${day}%`],
  );
  return rows.map((row) => row.email);
}

async function loadConsumptionDay(day: string) {
  const { startUtc, endUtc } = localDayRangeUtc(day);
  for (const mp of Object.values(meteringPoints)) {
    await server.db.query(
      `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
       select $1, g, 60, 2, 'measured' from generate_series($2::timestamptz, $3::timestamptz - interval '1 hour', interval '1 hour') g`,
      [mp, startUtc.toISOString(), endUtc.toISOString()],
    );
  }
  await publish('metering.readings-loaded', {
    meteringPoints: Object.values(meteringPoints).map((meteringPointId) => ({ meteringPointId, days: [day] })),
  });
}

async function loadPrices(day: string) {
  const { startUtc, endUtc } = localDayRangeUtc(day);
  await server.db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select g, 60, 300 from generate_series($1::timestamptz, $2::timestamptz - interval '1 hour', interval '1 hour') g`,
    [startUtc.toISOString(), endUtc.toISOString()],
  );
  await publish('market.spot-prices-loaded', { days: [day] });
}

beforeAll(async () => {
  server = await startTestServer({
    plugins: [alertsServerPlugin, eventPublisherPlugin],
    users: [ANNA, BERT, KAIJA, NOORA, { email: ADMIN, groups: ['messaging'] }],
    now: new Date('2026-01-16T10:00:00Z'),
  });
  let serial = 40;
  for (const [email, place] of Object.entries(PLACES)) {
    const company = email === KAIJA ? 'KUO' : 'VARE';
    meteringPoints[email] = await insertPlace(server.db, { id: place, utility: 'ELECTRICITY', serial: serial++, company });
    await grant(server.db, id(email), place);
    await server.db.query(
      `insert into alert_consumption (user_id, location_identifier, active, top_threshold_kwh, bottom_threshold_kwh, updated_at)
       values ($1, $2, true, 30, null, now())`,
      [id(email), place],
    );
    await server.db.query(`insert into customerships (user_id, company, customer_code) values ($1, $2, 'C1')`, [id(email), company]);
  }
  // Noora has no customership: her price subscriptions follow the server's own company.
  for (const email of [ANNA, BERT, KAIJA, NOORA]) {
    await server.db.query(
      `insert into alert_energy_price_report (id, user_id, active, email_notifications, push_notifications, unit, vat, updated_at)
       values ($1, $2, true, true, false, 'KWH', 'VAT_24', now())`,
      [`r-${email}`, id(email)],
    );
    await server.db.query(
      `insert into alert_energy_price (id, user_id, active, threshold_c_kwh, bottom_threshold_c_kwh, updated_at) values ($1, $2, true, 10, null, now())`,
      [`p-${email}`, id(email)],
    );
  }
});

afterAll(async () => {
  await server?.close();
});

describe('consumption alert job and the consumptionAlert flag', () => {
  it('tells everyone while the flag is on (48 kWh over a 30 kWh limit)', async () => {
    await loadConsumptionDay('2026-01-10');
    expect(await told('alerts.consumption', '2026-01-10')).toEqual([ANNA, BERT, KAIJA]);
  });

  it('switched off company-wide for VARE: no VARE place is judged, the KUO place still is', async () => {
    const off = await server.setFlag('consumptionAlert', false);
    await loadConsumptionDay('2026-01-11');
    await server.removeFlag(off);
    expect(await told('alerts.consumption', '2026-01-11')).toEqual([KAIJA]);
  });

  it("switched off company-wide for KUO (the other company's row, its own overrides): only the KUO place is silent", async () => {
    const off = await server.setFlag('consumptionAlert', false, { company: 'KUO' });
    await loadConsumptionDay('2026-01-12');
    await server.removeFlag(off);
    expect(await told('alerts.consumption', '2026-01-12')).toEqual([ANNA, BERT]);
  });

  it('switched off for one user: only that user is silent', async () => {
    const off = await server.setFlag('consumptionAlert', false, { user: server.users[ANNA] });
    await loadConsumptionDay('2026-01-13');
    await server.removeFlag(off);
    expect(await told('alerts.consumption', '2026-01-13')).toEqual([BERT, KAIJA]);
  });

  it("a user's override on wins over the company's off", async () => {
    const off = await server.setFlag('consumptionAlert', false);
    const on = await server.setFlag('consumptionAlert', true, { user: server.users[BERT] });
    await loadConsumptionDay('2026-01-14');
    await server.removeFlag(off);
    await server.removeFlag(on);
    expect(await told('alerts.consumption', '2026-01-14')).toEqual([BERT, KAIJA]);
  });
});

describe('price report and price limit jobs and the priceLimit flag (per user, no company)', () => {
  it("follows each company's distribution: KUO's has no priceLimit, so its only customer is silent", async () => {
    await loadPrices('2026-01-17');
    expect(await told('alerts.price-report', '2026-01-17')).toEqual([ANNA, BERT, NOORA]);
    expect(await told('alerts.price-limit', '2026-01-17')).toEqual([ANNA, BERT, NOORA]);
    // From here on KUO has it on too (an administrator's company-wide override).
    await server.setFlag('priceLimit', true, { company: 'KUO' });
  });

  it('switched off company-wide for VARE: its customers and the user with no customership are silent; the KUO customer is told', async () => {
    server.clock.set(new Date('2026-01-17T10:00:00Z'));
    const off = await server.setFlag('priceLimit', false);
    await loadPrices('2026-01-18');
    await server.removeFlag(off);
    expect(await told('alerts.price-report', '2026-01-18')).toEqual([KAIJA]);
    expect(await told('alerts.price-limit', '2026-01-18')).toEqual([KAIJA]);
  });

  it('switched off for one user: only that user is silent', async () => {
    server.clock.set(new Date('2026-01-18T10:00:00Z'));
    const off = await server.setFlag('priceLimit', false, { user: server.users[BERT] });
    await loadPrices('2026-01-19');
    await server.removeFlag(off);
    expect(await told('alerts.price-report', '2026-01-19')).toEqual([ANNA, KAIJA, NOORA]);
    expect(await told('alerts.price-limit', '2026-01-19')).toEqual([ANNA, KAIJA, NOORA]);
  });

  it('a customer of two companies is told while the flag is on at either', async () => {
    server.clock.set(new Date('2026-01-19T10:00:00Z'));
    await server.db.query(`insert into customerships (user_id, company, customer_code) values ($1, 'KUO', 'C2')`, [id(ANNA)]);
    const off = await server.setFlag('priceLimit', false);
    await loadPrices('2026-01-20');
    await server.removeFlag(off);
    expect(await told('alerts.price-report', '2026-01-20')).toEqual([ANNA, KAIJA]);
  });
});

describe('disruption notice job and the disruptionAlert flag', () => {
  const START = new Date('2026-01-20T10:00:00Z');

  /** An unplanned cut at Anna's and Bert's places; answers who was told once it had lasted 3 minutes. */
  async function cut(id: string, minutesFromStart: number): Promise<string[]> {
    const startedAt = new Date(START.getTime() + minutesFromStart * 60_000);
    server.clock.set(startedAt);
    const admin = await server.loginAs(ADMIN);
    const response = await admin.post(ALERTS_API.adminDisruptions, {
      id,
      utilityType: 'ELECTRICITY',
      planned: false,
      meteringPoints: [meteringPoints[ANNA], meteringPoints[BERT]],
      startedAt: startedAt.toISOString(),
      estimatedRestorationAt: null,
      restoredAt: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    server.clock.set(new Date(startedAt.getTime() + 4 * 60_000));
    for (const run of await server.runJobs()) expect(run.outcome, `${run.name}: ${run.error}`).toBe('completed');
    return told('alerts.disruption', `disruption:${id}:`);
  }

  beforeAll(async () => {
    server.clock.set(START);
    const window = { pushStartHour: 7, pushStartMinute: 0, pushEndHour: 23, pushEndMinute: 0 };
    for (const email of [ANNA, BERT]) {
      const api = await server.loginAs(email);
      const saved = await api.put(ALERTS_API.disruptionElectricity(id(email), PLACES[email]!), {
        active: true,
        emailSettings: { active: true, address: email, ...window },
        phoneSettings: { active: false, address: null, ...window },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });

  it('tells both subscribers while the flag is on', async () => {
    expect(await cut('CUT-ON', 0)).toEqual([ANNA, BERT]);
  });

  it('switched off company-wide: no one is told', async () => {
    const off = await server.setFlag('disruptionAlert', false);
    const who = await cut('CUT-OFF', 30);
    await server.removeFlag(off);
    expect(who).toEqual([]);
  });

  it('switched off for one user: only that user is not told', async () => {
    const off = await server.setFlag('disruptionAlert', false, { user: server.users[BERT] });
    const who = await cut('CUT-USER', 60);
    await server.removeFlag(off);
    expect(who).toEqual([ANNA]);
  });
});
