// The per-place rollups (011_rollups_labels) against the raw rows they are built from, including the
// 23-hour (last Sunday of March) and 25-hour (last Sunday of October) Helsinki days.
import { localDateOf, withGsrnCheckDigit } from '@portal/domain';
import { rebuildConsumptionRollups, refreshConsumptionRollups } from '@portal/domain/server';
import { type Database } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMigrations } from './migrations';
import { createTestDatabase } from './testing/pgliteDatabase';

const QUARTER_MP = withGsrnCheckDigit('64300000000000771');
const HOURLY_MP = withGsrnCheckDigit('64300000000000772');
const PLACES = [
  { id: 'ROLL-Q', mp: QUARTER_MP, minutes: 15 },
  { id: 'ROLL-H', mp: HOURLY_MP, minutes: 60 },
] as const;

interface Reading {
  readonly mp: string;
  readonly start: Date;
  readonly minutes: number;
  /** In 0.0001 kWh, so the expected sums are exact integers; null = missing. */
  readonly units: number | null;
}

/** Intervals from one UTC instant to another, values from a fixed formula with every 37th missing. */
function series(mp: string, minutes: number, fromUtc: string, toUtc: string, salt: number): Reading[] {
  const out: Reading[] = [];
  for (let t = Date.parse(fromUtc), i = 0; t < Date.parse(toUtc); t += minutes * 60_000, i++) {
    out.push({ mp, start: new Date(t), minutes, units: (i + salt) % 37 === 0 ? null : ((i * 7919 + salt) % 20_000) + 1 });
  }
  return out;
}

async function insert(db: Database, readings: readonly Reading[]): Promise<void> {
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select * from unnest($1::char(18)[], $2::timestamptz[], $3::smallint[], $4::numeric[], $5::text[])
     on conflict (metering_point_id, start_utc) do update set kwh = excluded.kwh, quality = excluded.quality`,
    [
      readings.map((r) => r.mp),
      readings.map((r) => r.start.toISOString()),
      readings.map((r) => r.minutes),
      readings.map((r) => (r.units === null ? null : (r.units / 10_000).toFixed(4))),
      readings.map((r) => (r.units === null ? 'missing' : 'measured')),
    ],
  );
}

/** What the rollups must say, computed here from the readings with JS's own Helsinki day. */
function expectedDays(readings: readonly Reading[]): Map<string, { units: number; count: number }> {
  const days = new Map<string, { units: number; count: number }>();
  for (const r of readings) {
    const key = `${PLACES.find((p) => p.mp === r.mp)!.id}|${localDateOf(r.start)}`;
    const day = days.get(key) ?? { units: 0, count: 0 };
    if (r.units !== null) {
      day.units += r.units;
      day.count += 1;
    }
    days.set(key, day);
  }
  return days;
}

async function storedDays(db: Database): Promise<Map<string, { units: number; count: number }>> {
  const { rows } = await db.query<{ location_identifier: string; day: string; units: string; interval_count: number }>(
    `select location_identifier, to_char(day, 'YYYY-MM-DD') as day, (energy_kwh * 10000)::bigint::text as units, interval_count
       from consumption_daily_rollups order by 1, 2`,
  );
  return new Map(rows.map((row) => [`${row.location_identifier}|${row.day}`, { units: Number(row.units), count: row.interval_count }]));
}

async function storedMonths(db: Database): Promise<Record<string, string>> {
  const { rows } = await db.query<{ key: string; energy: string; n: number }>(
    `select location_identifier || '|' || to_char(month, 'YYYY-MM') as key, energy_kwh::text as energy, interval_count as n
       from consumption_monthly_rollups order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, `${Number(row.energy).toFixed(4)}/${row.n}`]));
}

function monthsOf(days: Map<string, { units: number; count: number }>): Record<string, string> {
  const months = new Map<string, { units: number; count: number }>();
  for (const [key, day] of days) {
    const monthKey = key.slice(0, key.lastIndexOf('-'));
    const month = months.get(monthKey) ?? { units: 0, count: 0 };
    month.units += day.units;
    month.count += day.count;
    months.set(monthKey, month);
  }
  return Object.fromEntries([...months].sort(([a], [b]) => a.localeCompare(b)).map(([k, m]) => [k, `${(m.units / 10_000).toFixed(4)}/${m.count}`]));
}

const targetsOf = (readings: readonly Reading[]) =>
  PLACES.map((p) => ({ meteringPointId: p.mp, days: [...new Set(readings.filter((r) => r.mp === p.mp).map((r) => localDateOf(r.start)))] }));

let db: Database;
// 27.3.–31.3.2026 (29.3. has 23 hours) and 23.10.–27.10.2026 (25.10. has 25 hours), Helsinki days.
const SPRING = ['2026-03-26T22:00:00Z', '2026-03-31T21:00:00Z'] as const;
const AUTUMN = ['2026-10-22T21:00:00Z', '2026-10-27T22:00:00Z'] as const;
let readings: Reading[] = [];

beforeAll(async () => {
  db = await createTestDatabase(domainMigrations);
  for (const [i, p] of PLACES.entries()) {
    await db.query(
      `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name, street_address,
                              postal_code, city, building_type, resolution_minutes)
       values ($1, 'VARE', '1500900', $2, 'ELECTRICITY', $3, 'Testikatu 1', '00100', 'Helsinki', 'CompanyBuilding', $4)`,
      [p.id, p.mp, `Paikka ${i}`, p.minutes],
    );
    readings.push(...series(p.mp, p.minutes, SPRING[0], SPRING[1], i * 11), ...series(p.mp, p.minutes, AUTUMN[0], AUTUMN[1], i * 13 + 5));
  }
  await insert(db, readings);
  await refreshConsumptionRollups(db, targetsOf(readings));
});
afterAll(() => db.close());

describe('consumption rollups', () => {
  it('hold each Helsinki day exactly as the raw rows sum it, 23- and 25-hour days included', async () => {
    const stored = await storedDays(db);
    expect(stored).toEqual(expectedDays(readings));
    // The DST days by their interval counts: 92 or 100 quarters, 23 or 25 hours (less the missing ones).
    const quarters = readings.filter((r) => r.mp === QUARTER_MP);
    const spring = quarters.filter((r) => localDateOf(r.start) === '2026-03-29');
    const autumn = quarters.filter((r) => localDateOf(r.start) === '2026-10-25');
    expect([spring.length, autumn.length]).toEqual([92, 100]);
    expect(stored.get('ROLL-Q|2026-03-29')?.count).toBe(spring.filter((r) => r.units !== null).length);
    expect(stored.get('ROLL-Q|2026-10-25')?.count).toBe(autumn.filter((r) => r.units !== null).length);
    expect(readings.filter((r) => r.mp === HOURLY_MP && localDateOf(r.start) === '2026-10-25')).toHaveLength(25);
  });

  it('hold each month as the sum of its days', async () => {
    expect(await storedMonths(db)).toEqual(monthsOf(expectedDays(readings)));
  });

  it('follow a correction, and a day that becomes all missing, when its days are refreshed', async () => {
    const corrected = readings.map((r) =>
      localDateOf(r.start) === '2026-10-25' ? { ...r, units: r.mp === QUARTER_MP ? (r.units ?? 0) + 3 : null } : r,
    );
    await insert(
      db,
      corrected.filter((r) => localDateOf(r.start) === '2026-10-25'),
    );
    await refreshConsumptionRollups(
      db,
      PLACES.map((p) => ({ meteringPointId: p.mp, days: ['2026-10-25'] })),
    );
    readings = corrected;
    expect(await storedDays(db)).toEqual(expectedDays(readings));
    expect((await storedDays(db)).get('ROLL-H|2026-10-25')).toEqual({ units: 0, count: 0 });
    expect(await storedMonths(db)).toEqual(monthsOf(expectedDays(readings)));
  });

  it('ignore readings of a metering point the portal has no place for', async () => {
    const stranger = withGsrnCheckDigit('64300000000000999');
    await insert(db, series(stranger, 60, SPRING[0], SPRING[1], 1));
    await refreshConsumptionRollups(db, [{ meteringPointId: stranger, days: ['2026-03-28'] }]);
    expect(await storedDays(db)).toEqual(expectedDays(readings));
  });

  it('come out the same when rebuilt from scratch', async () => {
    const before = [await storedDays(db), await storedMonths(db)];
    await rebuildConsumptionRollups(db);
    expect([await storedDays(db), await storedMonths(db)]).toEqual(before);
  });
});
