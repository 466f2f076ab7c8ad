import { addLocalDays, localDateOf } from '@portal/domain';
import { grantLocationAccess, startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solarServerPlugin } from '../../server';
import { insertDay, insertPlace, insertPlant, link } from '../test/solarFixtures';

/**
 * The production-drop notice obeys the solar flag (docs/jobs.md "Feature flags in jobs"): the place's
 * company's default and override, then the owner's own override. One server (VARE) judges every
 * company's plants, so an SV place follows SV's flags. The check is recorded either way.
 */
let server: TestServer;
const ANNA = 'solar-anna@example.fi';
const BERT = 'solar-bert@example.fi';
const SINI = 'solar-sini@example.fi';
const START = new Date('2026-06-15T05:00:00Z');

/** Hours 10–16 share the day's export. */
const dayShape = (total: number) => (h: number) => (h >= 10 && h <= 16 ? (total / 7).toFixed(4) : '0');

async function droppingPlant(plant: string, home: string, exportPlace: string, serial: number, company: string) {
  await insertPlace(server.db, { id: home, serial, utility: 'ELECTRICITY', resolution: 60 });
  const point = await insertPlace(server.db, { id: exportPlace, serial: serial + 1, utility: 'MICROGENERATION', resolution: 60 });
  await server.db.query('update locations set company = $2 where location_identifier = any($1::text[])', [[home, exportPlace], company]);
  await insertPlant(server.db, { id: plant, serial: serial + 2 });
  await link(server.db, plant, home, exportPlace);
  const today = localDateOf(START);
  // Sunny 24 kWh days for four weeks, then a week of 3 kWh: a drop.
  for (let back = 35; back >= 1; back--)
    await insertDay(server.db, 'meter_readings', point, addLocalDays(today, -back), 60, dayShape(back <= 7 ? 3 : 24));
}

const owner = (email: string, place: string) =>
  grantLocationAccess(server.db, { userId: server.users[email]!.id, locationIdentifier: place, relation: 'owner', right: 'FULL_ACCESS' });

beforeAll(async () => {
  server = await startTestServer({ plugins: [solarServerPlugin], users: [ANNA, BERT, SINI], now: START });
  await droppingPlant('P-VARE', 'V-HOME', 'V-EXP', 501, 'VARE');
  await droppingPlant('P-SV', 'S-HOME', 'S-EXP', 511, 'SV');
  await owner(ANNA, 'V-HOME');
  await owner(BERT, 'V-HOME');
  await owner(SINI, 'S-HOME');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('solar.detect-production-drop and the solar flag', () => {
  it('tells only the owners with solar on: not the one switched off for herself, not the SV owner with SV switched off', async () => {
    await server.setFlag('solar', false, { user: server.users[ANNA] });
    await server.setFlag('solar', false, { company: 'SV' });
    server.clock.set(new Date('2026-06-15T06:30:00Z')); // 9:30 Helsinki, after the 9:00 slot
    const runs = await server.runJobs();
    expect(runs.filter((run) => run.name === 'solar.detect-production-drop').map((run) => run.outcome)).toEqual(['completed']);

    const { rows } = await server.db.query<{ email: string }>(
      `select u.email from portal_messages m join users u on u.id = m.user_id where m.kind = 'solar.production-drop' order by u.email`,
    );
    expect(rows.map((row) => row.email)).toEqual([BERT]);
    // Both plants' drops are recorded: the flag stops the telling, not the judging.
    const checks = await server.db.query<{ plant_id: string; dropped: boolean }>(
      'select plant_id, dropped from solar_production_checks order by plant_id',
    );
    expect(checks.rows).toEqual([
      { plant_id: 'P-SV', dropped: true },
      { plant_id: 'P-VARE', dropped: true },
    ]);
  });
});
