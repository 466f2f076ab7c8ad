import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumptionServerPlugin } from '../../server';
import { insertLocation } from '../test/consumptionFixtures';
import { loadMeterReadings } from './loadMeterReadings';

/**
 * The ingest keeps the per-place day and month rollups (host 011_rollups_labels) in step with the
 * readings it loads or corrects, in its own transaction. The rollup arithmetic itself, DST days and
 * all, is tested in host/server/src/domain/consumptionRollups.test.ts; this checks the wiring.
 */
let server: TestServer;
let mp: string;
const HEADER = 'Metering point;Start time (UTC);Quantity (kWh);Quality';

/** Every hour of Helsinki 29.3.2026 (23 hours: 28.3. 22:00Z to 29.3. 21:00Z), each `kwh`. */
const springDay = (kwh: string) =>
  [
    HEADER,
    ...Array.from({ length: 23 }, (_, h) => `${mp};${new Date(Date.UTC(2026, 2, 28, 22 + h)).toISOString().replace('.000', '')};${kwh};OK`),
  ].join('\n');

const rollups = async () => ({
  days: (
    await server.database.db.query<{ day: string; energy: string; n: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, energy_kwh::numeric(12, 2)::text as energy, interval_count as n
         from consumption_daily_rollups where location_identifier = 'INGEST-ROLL' order by day`,
    )
  ).rows,
  months: (
    await server.database.db.query<{ month: string; energy: string }>(
      `select to_char(month, 'YYYY-MM-DD') as month, energy_kwh::numeric(12, 2)::text as energy
         from consumption_monthly_rollups where location_identifier = 'INGEST-ROLL'`,
    )
  ).rows,
});

beforeAll(async () => {
  server = await startTestServer({ plugins: [consumptionServerPlugin] });
  mp = await insertLocation(server.database.db, { id: 'INGEST-ROLL', serial: 771, utility: 'ELECTRICITY', resolution: 60 });
});
afterAll(() => server?.close());

describe('loadMeterReadings and the rollups', () => {
  it('rolls a loaded 23-hour day up to its Helsinki day and month', async () => {
    await loadMeterReadings(server.database.db, springDay('1,5'));
    expect(await rollups()).toEqual({ days: [{ day: '2026-03-29', energy: '34.50', n: 23 }], months: [{ month: '2026-03-01', energy: '34.50' }] });
  });

  it('rewrites them when the day is corrected', async () => {
    await loadMeterReadings(server.database.db, springDay('2'));
    expect(await rollups()).toEqual({ days: [{ day: '2026-03-29', energy: '46.00', n: 23 }], months: [{ month: '2026-03-01', energy: '46.00' }] });
  });
});
