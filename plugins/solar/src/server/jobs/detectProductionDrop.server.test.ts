import { addLocalDays, localDateOf } from '@portal/domain';
import { grantLocationAccess, startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solarServerPlugin } from '../../server';
import { insertDay, insertPlace, insertPlant, link } from '../test/solarFixtures';

/**
 * solar.detect-production-drop on the real job runner and database (TestServer.runJobs): a plant whose
 * metered export has stayed far below its own sunny-day level for a week gets one notice, in the
 * owner's language; a plant that is fine, or cloudy days with one sunny day among them, get none.
 */
let server: TestServer;
const OWNER = 'drop-owner@example.fi';
const START = new Date('2026-06-15T05:00:00Z'); // 8:00 in Helsinki

/** Export of a day: hours 10–16 share the day's kWh. */
const dayShape = (total: number) => (h: number) => (h >= 10 && h <= 16 ? (total / 7).toFixed(4) : '0');

beforeAll(async () => {
  server = await startTestServer({ plugins: [solarServerPlugin], users: [{ email: OWNER }], now: START });
  const { db } = server;
  await insertPlace(db, { id: 'D-HOME', serial: 401, utility: 'ELECTRICITY', resolution: 60 });
  const broken = await insertPlace(db, { id: 'D-EXP', serial: 402, utility: 'MICROGENERATION', resolution: 60 });
  await insertPlace(db, { id: 'F-HOME', serial: 411, utility: 'ELECTRICITY', resolution: 60, street: 'Hyvä 1' });
  const fine = await insertPlace(db, { id: 'F-EXP', serial: 412, utility: 'MICROGENERATION', resolution: 60, street: 'Hyvä 1' });
  await insertPlant(db, { id: 'D-PLANT', serial: 403, name: 'Rikki' });
  await insertPlant(db, { id: 'F-PLANT', serial: 413, name: 'Kunnossa' });
  await link(db, 'D-PLANT', 'D-HOME', 'D-EXP');
  await link(db, 'F-PLANT', 'F-HOME', 'F-EXP');
  for (const place of ['D-HOME', 'F-HOME']) {
    await grantLocationAccess(db, { userId: server.users[OWNER]!.id, locationIdentifier: place, relation: 'owner', right: 'FULL_ACCESS' });
  }
  const today = localDateOf(START);
  for (let back = 35; back >= 1; back--) {
    const date = addLocalDays(today, -back);
    // Every third day cloudy (4 kWh), else sunny (24 kWh). The broken plant has given 3 kWh a day for the last week.
    const usual = back % 3 === 0 ? 4 : 24;
    await insertDay(db, 'meter_readings', broken, date, 60, dayShape(back <= 7 ? 3 : usual));
    // The fine plant had a cloudy week with one sunny day: its best day still reaches its level.
    await insertDay(db, 'meter_readings', fine, date, 60, dayShape(back <= 7 && back !== 4 ? 4 : usual));
  }
});

afterAll(async () => {
  await server?.close();
});

describe('solar.detect-production-drop', () => {
  it('notices the plant whose export fell well below its own level, once, and not the cloudy one', async () => {
    server.clock.set(new Date('2026-06-15T06:30:00Z')); // 9:30, after the 9:00 slot
    const runs = await server.runJobs();
    expect(runs.filter((run) => run.name === 'solar.detect-production-drop').map((run) => run.outcome)).toEqual(['completed']);

    const checks = await server.db.query<{ plant_id: string; dropped: boolean; reference_kwh: string }>(
      'select plant_id, dropped, reference_kwh::text as reference_kwh from solar_production_checks order by plant_id',
    );
    expect(checks.rows.map((row) => [row.plant_id, row.dropped])).toEqual([
      ['D-PLANT', true],
      ['F-PLANT', false],
    ]);
    expect(Number(checks.rows[0]!.reference_kwh)).toBeCloseTo(24, 3);

    const messages = await server.db.query<{ kind: string; title: string; body: string; location_identifier: string }>(
      'select kind, title, body, location_identifier from portal_messages where user_id = $1',
      [server.users[OWNER]!.id],
    );
    expect(messages.rows).toHaveLength(1);
    expect(messages.rows[0]).toMatchObject({
      kind: 'solar.production-drop',
      location_identifier: 'D-HOME',
      title: 'Aurinkopaneelien tuotto on laskenut',
    });
    expect(messages.rows[0]!.body).toContain('Rikki');
    expect(messages.rows[0]!.body).toContain('3 kWh');
  });

  it('does not repeat the notice the next morning while the plant stays dropped', async () => {
    await insertDay(
      server.db,
      'meter_readings',
      (await server.db.query<{ metering_point_id: string }>("select metering_point_id from locations where location_identifier = 'D-EXP'")).rows[0]!
        .metering_point_id,
      '2026-06-15',
      60,
      dayShape(3),
    );
    server.clock.set(new Date('2026-06-16T06:30:00Z'));
    await server.runJobs();
    const { rows } = await server.db.query('select 1 from portal_messages where kind = $1', ['solar.production-drop']);
    expect(rows).toHaveLength(1);
  });
});

describe('the notice texts', () => {
  it('exist in fi, sv and en', async () => {
    const { productionDropKind } = await import('../notify/productionDropKind');
    const payload = { plantName: 'Katto', recentKwh: 3.5, referenceKwh: 24 };
    expect(productionDropKind.render(payload, 'fi').body).toContain('3,5 kWh');
    expect(productionDropKind.render(payload, 'sv').title).toBe('Solpanelernas produktion har sjunkit');
    expect(productionDropKind.render(payload, 'en').body).toContain('3.5 kWh');
  });
});

describe('the monthly statement notice texts', () => {
  it('exist in fi, sv and en, in each language’s formats', async () => {
    const { monthlyStatementKind } = await import('../notify/monthlyStatementKind');
    const payload = { month: '2026-06', placeName: 'Koti', totalValueEur: 1234.5, selfUsedKwh: 420.4, exportedKwh: 610 };
    expect(monthlyStatementKind.render(payload, 'fi')).toMatchObject({ title: 'Aurinkolaskelma 6/2026' });
    expect(monthlyStatementKind.render(payload, 'fi').body).toMatch(/1\s234,50\s€/);
    expect(monthlyStatementKind.render(payload, 'sv').title).toBe('Solkalkyl 6/2026');
    expect(monthlyStatementKind.render(payload, 'en').body).toContain('€1,234.50');
  });
});
