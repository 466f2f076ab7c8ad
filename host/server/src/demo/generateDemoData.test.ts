import { localDayRangeUtc } from '@portal/domain';
import { type Database, type Queryable } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocationAccess } from '../domain/locationAccess';
import { domainMigrations } from '../domain/migrations';
import { createTestDatabase } from '../domain/testing/pgliteDatabase';
import { generateDemoData, type DemoDataSummary } from './generateDemoData';
import { seedDemoDataIfEmpty } from './seedDemoData';

const fakeHash = async (password: string) => `test$${password.length}`;
const quietLog = { info: () => undefined };

const GENERATED_TABLES =
  'users, customerships, customers, composite_locations, locations, meter_readings, dh_readings, solar_production, spot_prices, outdoor_temperatures';

class Rollback extends Error {}

/**
 * Runs `work` on a freshly generated data set inside a transaction that is then rolled back, so one
 * embedded database (slow to start) serves several generations.
 */
async function inRolledBackGeneration(
  db: Database,
  options: Parameters<typeof generateDemoData>[1],
  work: (tx: Queryable) => Promise<void>,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      await tx.query(`truncate ${GENERATED_TABLES} cascade`);
      await generateDemoData(tx, options);
      await work(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

/** Row-content hash of every table the generator writes, in key order. */
async function tableHashes(db: Queryable): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    users: 'id',
    user_groups: 'user_id, group_name',
    customerships: 'user_id, company, customer_code',
    customers: 'company, customer_code',
    locations: 'location_identifier',
    location_access: 'user_id, location_identifier',
    content_order: 'user_id, location_identifier',
    location_features: 'location_identifier, feature',
    contracts: 'id',
    meter_readings: 'metering_point_id, start_utc',
    dh_readings: 'metering_point_id, start_utc',
    solar_production: 'metering_point_id, start_utc',
    spot_prices: 'start_utc',
    outdoor_temperatures: 'area, start_utc',
  };
  const result: Record<string, string> = {};
  for (const [table, key] of Object.entries(tables)) {
    const { rows } = await db.query<{ hash: string; n: number }>(
      `select md5(coalesce(string_agg(t::text, '|' order by ${key}), '')) as hash, count(*)::int as n from ${table} t`,
    );
    result[table] = `${rows[0]?.n}:${rows[0]?.hash}`;
  }
  return result;
}

async function perDayCounts(db: Queryable, table: string, date: string): Promise<number[]> {
  const { startUtc, endUtc } = localDayRangeUtc(date);
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where start_utc >= $1 and start_utc < $2 group by metering_point_id`,
    [startUtc.toISOString(), endUtc.toISOString()],
  );
  return rows.map((r) => r.n);
}

describe('generateDemoData on short ranges around the DST changes and the price switch', () => {
  let db: Database;
  let summary: DemoDataSummary;
  let hashCalls = 0;
  let pluginSawUsers = 0;

  beforeAll(async () => {
    db = await createTestDatabase(domainMigrations);
    const counting = async (password: string) => ((hashCalls += 1), fakeHash(password));
    const afterCoreData = async (tx: Queryable) => {
      pluginSawUsers = (await tx.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n ?? 0;
    };
    const seeded = await seedDemoDataIfEmpty(
      db,
      { seed: 11, today: new Date('2025-10-28T10:00:00Z'), hashPassword: counting, days: 4, afterCoreData },
      quietLog,
    );
    if (!seeded) throw new Error('not seeded');
    summary = seeded;
  });
  afterAll(async () => db.close());

  it('runs plugin demo data after the core data, in the same transaction', () => {
    expect(pluginSawUsers).toBe(9);
  });

  it('covers whole local days up to yesterday', () => {
    expect(summary.period.firstDay).toBe('2025-10-24');
    expect(summary.period.meteringEndUtc.toISOString()).toBe('2025-10-27T22:00:00.000Z');
  });

  it('hashes the demo password once for all nine users', async () => {
    expect(hashCalls).toBe(1);
    const { rows } = await db.query<{ n: number; hashes: number }>(
      'select count(*)::int as n, count(distinct password_hash)::int as hashes from users',
    );
    expect(rows[0]).toEqual({ n: 9, hashes: 1 });
  });

  it('has 100 quarters / 25 hours on the autumn DST day and 96 / 24 on others', async () => {
    const quarterPoints = (
      await db.query<{ n: number }>("select count(*)::int as n from locations where resolution_minutes = 15 and utility_type <> 'DISTRICT_HEATING'")
    ).rows[0]?.n;
    const hourlyPoints = (
      await db.query<{ n: number }>("select count(*)::int as n from locations where resolution_minutes = 60 and utility_type <> 'DISTRICT_HEATING'")
    ).rows[0]?.n;
    const counts = await perDayCounts(db, 'meter_readings', '2025-10-26');
    expect(counts.filter((n) => n === 100)).toHaveLength(quarterPoints ?? -1);
    expect(counts.filter((n) => n === 25)).toHaveLength(hourlyPoints ?? -1);
    expect(counts).toHaveLength((quarterPoints ?? 0) + (hourlyPoints ?? 0));
    expect(new Set(await perDayCounts(db, 'meter_readings', '2025-10-25'))).toEqual(new Set([96, 24]));
    expect(new Set(await perDayCounts(db, 'dh_readings', '2025-10-26'))).toEqual(new Set([25]));
    expect(new Set(await perDayCounts(db, 'solar_production', '2025-10-26'))).toEqual(new Set([100, 25]));
  });

  it('leaves no gap in any series', async () => {
    const { startUtc } = localDayRangeUtc('2025-10-24');
    const end = summary.period.meteringEndUtc;
    for (const table of ['meter_readings', 'dh_readings', 'solar_production']) {
      const { rows } = await db.query<{ id: string; n: number; first: Date; last: Date; step: number }>(
        `select metering_point_id as id, count(*)::int as n, min(start_utc) as first, max(start_utc) as last,
                ${table === 'dh_readings' ? '60' : 'min(minutes)'}::int as step
         from ${table} group by metering_point_id`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(new Date(row.first).getTime()).toBe(startUtc.getTime());
        expect(new Date(row.last).getTime()).toBe(end.getTime() - row.step * 60_000);
        expect(row.n).toBe((end.getTime() - startUtc.getTime()) / (row.step * 60_000));
      }
    }
  });

  it('nets solar per interval: never both import and export', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n
       from locations c
       join locations p on p.customer_code = c.customer_code and p.utility_type = 'MICROGENERATION'
         and p.street_address = c.street_address and c.utility_type = 'ELECTRICITY'
       join meter_readings mc on mc.metering_point_id = c.metering_point_id
       join meter_readings mp on mp.metering_point_id = p.metering_point_id and mp.start_utc = mc.start_utc
       where mc.kwh > 0 and mp.kwh > 0`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('grants access as the demo users need it', async () => {
    const access = createLocationAccess(db);
    const userId = async (email: string) => (await db.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]?.id ?? '';
    const asUser = async (email: string) => ({ id: await userId(email), email, name: email, groups: [] });

    const business = await access.visibleLocations(await asUser('yritys@vare.example'), 'VARE');
    expect(business).toHaveLength(45);
    const sub = await access.visibleLocations(await asUser('alikayttaja@vare.example'), 'VARE');
    expect(new Set(sub.map((g) => g.right))).toEqual(new Set(['READ_ONLY', 'FULL_ACCESS']));
    const representative = await asUser('edustaja@sv.example');
    const represented = await access.visibleLocations(representative, 'SV');
    expect(represented.map((g) => [g.relation, g.right])).toEqual([['representative', 'READ_ONLY']]);
    await expect(access.requireLocation(representative, 'SV', represented[0]!.locationIdentifier, 'write')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await access.visibleLocations(await asUser('asiakas@vare.example'), 'VARE')).toHaveLength(4);
    const groups = await db.query<{ group_name: string }>(
      "select group_name from user_groups g join users u on u.id = g.user_id where u.email = 'admin-kuo@portal.example' order by 1",
    );
    expect(groups.rows.map((r) => r.group_name)).toEqual(['adminUsers', 'origin-KUO', 'users']);
  });

  it('has contracts of every contract type', async () => {
    const { rows } = await db.query<{ contract_type: string }>('select distinct contract_type from contracts order by 1');
    expect(rows.map((r) => r.contract_type)).toEqual([
      'DISTRICT_HEATING',
      'ELECTRICITY',
      'ELECTRICITY_AND_NETWORK',
      'MICROGENERATION',
      'NETWORK',
      'PROCUREMENT',
      'PROCUREMENT_AND_MICROGENERATION',
    ]);
  });

  it('does nothing on a database that already has users', async () => {
    expect(
      await seedDemoDataIfEmpty(db, { seed: 11, today: new Date('2025-10-28T10:00:00Z'), hashPassword: fakeHash, days: 4 }, quietLog),
    ).toBeNull();
  });

  it('is deterministic: the same seed gives the same rows, another seed other rows', async () => {
    const first = await tableHashes(db);
    const options = { today: new Date('2025-10-28T10:00:00Z'), hashPassword: fakeHash, days: 4 };
    await inRolledBackGeneration(db, { ...options, seed: 11 }, async (tx) => {
      expect(await tableHashes(tx)).toEqual(first);
    });
    await inRolledBackGeneration(db, { ...options, seed: 12 }, async (tx) => {
      const different = await tableHashes(tx);
      expect(different.meter_readings).not.toBe(first.meter_readings);
      expect(different.spot_prices).not.toBe(first.spot_prices);
      expect(different.locations).toBe(first.locations);
    });
    expect(await tableHashes(db)).toEqual(first);
  });

  it('has 92 quarters on the spring DST day', async () => {
    const options = { seed: 5, today: new Date('2026-03-30T08:00:00Z'), hashPassword: fakeHash, days: 2 };
    await inRolledBackGeneration(db, options, async (tx) => {
      expect(new Set(await perDayCounts(tx, 'meter_readings', '2026-03-29'))).toEqual(new Set([92, 23]));
      expect(new Set(await perDayCounts(tx, 'dh_readings', '2026-03-29'))).toEqual(new Set([23]));
    });
  });

  it('stores hourly prices until 30.9.2025 and quarters from 1.10.2025, tomorrow once published', async () => {
    // 15:00 Finnish time: tomorrow's (3.10.) prices are out.
    const options = { seed: 5, today: new Date('2025-10-02T12:00:00Z'), hashPassword: fakeHash, days: 2 };
    await inRolledBackGeneration(db, options, async (tx) => {
      const { rows } = await tx.query<{ minutes: number; n: number; first: Date; last: Date }>(
        'select minutes, count(*)::int as n, min(start_utc) as first, max(start_utc) as last from spot_prices group by minutes order by minutes desc',
      );
      expect(rows.map((r) => [r.minutes, r.n])).toEqual([
        [60, 25],
        [15, 3 * 96 - 4],
      ]);
      // Quarters start with the CET delivery day 1.10. (01:00 in Finland); the Finnish hour before keeps its hourly price.
      expect(new Date(rows[1]!.first).toISOString()).toBe('2025-09-30T22:00:00.000Z');
      expect(new Date(rows[1]!.last).toISOString()).toBe('2025-10-03T20:45:00.000Z');
    });
  });
});
