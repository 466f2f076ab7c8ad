import { helsinkiParts, localDayRangeUtc } from '@portal/domain';
import { type Database, type Queryable } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@portal/core/server/testing';
import { consumptionServerPlugin } from '../../server';
import { insertLocation, setFeature } from '../test/consumptionFixtures';
import { consumptionDemoData } from './consumptionDemoData';

/** The plugin's demo-data hook on a migrated database holding a few business places' active energy. */
let database: TestDatabase;
const today = new Date('2026-01-15T10:00:00Z');
const FIRST_DAY = '2025-12-01';
const DAYS = 28;
const points: Record<string, string> = {};

/** A business day shape: ~4 kW at night, ~20 kW in working hours, less at weekends; every 97th estimated, every 101st missing. */
async function insertActiveEnergy(db: Database, meteringPointId: string, minutes: 15 | 60): Promise<void> {
  const start = localDayRangeUtc(FIRST_DAY).startUtc.getTime();
  const starts: string[] = [];
  const kwh: (string | null)[] = [];
  const quality: string[] = [];
  for (let t = start, i = 0; t < start + DAYS * 86_400_000; t += minutes * 60_000, i += 1) {
    const { hour, weekday } = helsinkiParts(t);
    const working = hour >= 7 && hour < 18 ? (weekday <= 5 ? 16 : 5) : 0;
    const kw = 4 + working + 1.5 * Math.sin(i * 0.7) + (hour >= 1 && hour < 5 ? -1 : 0);
    const state = i % 101 === 50 ? 'missing' : i % 97 === 40 ? 'estimated' : 'measured';
    starts.push(new Date(t).toISOString());
    kwh.push(state === 'missing' ? null : ((kw * minutes) / 60).toFixed(3));
    quality.push(state);
  }
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, s, $2, v, q from unnest($3::timestamptz[], $4::numeric[], $5::text[]) as u(s, v, q)`,
    [meteringPointId, minutes, starts, kwh, quality],
  );
}

class Rollback extends Error {}

/** Runs the hook on a clean reactive table inside a transaction that is rolled back afterwards. */
async function withHookRun<T>(seed: number, read: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await database.db
    .transaction(async (tx) => {
      await tx.query('delete from reactive_energy_readings');
      await consumptionDemoData(tx, { seed, today });
      result = await read(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result as T;
}

const tableHash = async (tx: Queryable) =>
  (
    await tx.query<{ hash: string }>(
      `select md5(string_agg(r::text, '|' order by metering_point_id, start_utc)) as hash from reactive_energy_readings r`,
    )
  ).rows[0]?.hash;

beforeAll(async () => {
  database = await createTestDatabase({ plugins: [consumptionServerPlugin] });
  const { db } = database;
  for (const [id, serial, resolution] of [
    ['B-Q', 31, 15],
    ['B-H', 32, 60],
    ['B-NONE', 33, 15],
    ['B-OFF', 34, 60],
  ] as const) {
    points[id] = await insertLocation(db, { id, utility: 'ELECTRICITY', serial, resolution, buildingType: 'CompanyBuilding' });
    await insertActiveEnergy(db, points[id] as string, resolution);
  }
  await setFeature(db, 'B-Q', 'reactivePower', true, false);
  await setFeature(db, 'B-H', 'reactivePower', true, false);
  await setFeature(db, 'B-OFF', 'reactivePower', false, false);
  // A heat place with the feature by mistake: district heating has no reactive energy.
  await insertLocation(db, { id: 'B-DH', utility: 'DISTRICT_HEATING', serial: 35, resolution: 60, buildingType: 'CompanyBuilding' });
  await setFeature(db, 'B-DH', 'reactivePower', true, false);
  await db.transaction((tx) => consumptionDemoData(tx, { seed: 7, today }));
}, 60_000);

afterAll(async () => {
  await database?.close();
});

interface Joined {
  metering_point_id: string;
  hour: number;
  minutes: number;
  reactive_minutes: number;
  kwh: number;
  kvarh: number;
}

const joined = async (meteringPointId: string) =>
  (
    await database.db.query<Joined>(
      `select m.metering_point_id, extract(hour from m.start_utc at time zone 'Europe/Helsinki')::int as hour,
              m.minutes::int as minutes, r.minutes::int as reactive_minutes, m.kwh::float8 as kwh, r.kvarh::float8 as kvarh
         from meter_readings m join reactive_energy_readings r using (metering_point_id, start_utc)
        where m.metering_point_id = $1 order by m.start_utc`,
      [meteringPointId],
    )
  ).rows;

describe('consumption demo data: reactive energy', () => {
  it('covers exactly the measured intervals of the electricity places with reactivePower enabled, at the meter resolution', async () => {
    const { rows } = await database.db.query<{ metering_point_id: string; n: number; measured: number; same_length: boolean }>(
      `select r.metering_point_id, count(*)::int as n,
              (select count(*)::int from meter_readings m where m.metering_point_id = r.metering_point_id and m.quality = 'measured') as measured,
              bool_and(r.minutes = (select m.minutes from meter_readings m where m.metering_point_id = r.metering_point_id and m.start_utc = r.start_utc and m.quality = 'measured')) as same_length
         from reactive_energy_readings r group by r.metering_point_id order by r.metering_point_id`,
    );
    expect(rows.map((r) => r.metering_point_id)).toEqual([points['B-Q'], points['B-H']].sort());
    for (const row of rows) {
      expect(row.n).toBe(row.measured);
      expect(row.same_length).toBe(true);
    }
    expect(rows.find((r) => r.metering_point_id === points['B-Q'])?.n).toBeGreaterThan(DAYS * 96 * 0.95);
  });

  it('is inductive at normal load: tan φ mostly 0.2-0.5 in working hours', async () => {
    for (const id of ['B-Q', 'B-H']) {
      const working = (await joined(points[id] as string)).filter((r) => r.hour >= 8 && r.hour < 17 && r.kwh > 0);
      const tanPhi = working.map((r) => r.kvarh / r.kwh).sort((a, b) => a - b);
      const median = tanPhi[Math.floor(tanPhi.length / 2)] as number;
      expect(median, id).toBeGreaterThan(0.2);
      expect(median, id).toBeLessThan(0.5);
      const within = tanPhi.filter((t) => t >= 0.15 && t <= 0.6).length / tanPhi.length;
      expect(within, id).toBeGreaterThan(0.9);
    }
  });

  it('turns capacitive (negative kvarh) on a few low-load night intervals only', async () => {
    for (const id of ['B-Q', 'B-H']) {
      const rows = await joined(points[id] as string);
      const negative = rows.filter((r) => r.kvarh < 0);
      expect(negative.length, id).toBeGreaterThan(0);
      expect(negative.length / rows.length, id).toBeLessThan(0.08);
      expect(
        negative.every((r) => r.hour < 6),
        id,
      ).toBe(true);
      // Overcompensation by a fixed capacitor is small next to the daytime reactive energy.
      const smallest = Math.min(...negative.map((r) => r.kvarh));
      const largest = Math.max(...rows.map((r) => r.kvarh));
      expect(-smallest).toBeLessThan(largest * 0.2);
    }
  });

  it('is deterministic: the same seed gives the same rows, another seed other rows; a rerun adds nothing', async () => {
    const stored = await tableHash(database.db);
    expect(await withHookRun(7, tableHash)).toBe(stored);
    expect(await withHookRun(8, tableHash)).not.toBe(stored);
    await database.db.transaction((tx) => consumptionDemoData(tx, { seed: 7, today }));
    expect(await tableHash(database.db)).toBe(stored);
  });
});
