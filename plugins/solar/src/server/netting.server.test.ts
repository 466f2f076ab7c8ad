import { grantLocationAccess, startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLAR_API, type MicroTimeseries, type SolarStatement } from '../contract';
import { solarServerPlugin } from '../server';
import { insertContract, insertDay, insertHourlySpot, insertPlace, insertPlant, link } from './test/solarFixtures';

/**
 * Microgeneration netting on the real server and database: per metering period, never per day
 * (DOMAIN), export paid at each period's own spot price minus the fee (VAT 0), to the cent, and
 * Helsinki days of 23 and 25 hours kept whole.
 */
let server: TestServer;
const OWNER = 'netting-owner@example.fi';
const DAY = '2026-01-14';

/** Hours 10–12 export 2 kWh (3 produced), hour 13 meters 0.5 both ways (1 produced); other hours import 1 kWh. */
const importAt = (h: number) => (h >= 10 && h <= 12 ? '0' : h === 13 ? '0.5' : '1');
const exportAt = (h: number) => (h >= 10 && h <= 12 ? '2' : h === 13 ? '0.5' : '0');
const productionAt = (h: number) => (h >= 10 && h <= 12 ? '3' : h === 13 ? '1' : '0');
/** 100 €/MWh (10 c/kWh) at 10, 110 at 11, −50 at 12 (a negative hour), 40 otherwise. */
const spotAt = (h: number) => (h === 10 ? '100' : h === 11 ? '110' : h === 12 ? '-50' : '40');

beforeAll(async () => {
  server = await startTestServer({ plugins: [solarServerPlugin], users: [OWNER] });
  const { db } = server;
  const home = await insertPlace(db, { id: 'N-HOME', serial: 201, utility: 'ELECTRICITY', resolution: 60 });
  const exportPoint = await insertPlace(db, { id: 'N-EXP', serial: 202, utility: 'MICROGENERATION', resolution: 60 });
  const plant = await insertPlant(db, { id: 'N-PLANT', serial: 203 });
  await link(db, 'N-PLANT', 'N-HOME', 'N-EXP');
  await insertContract(db, 'N-BUY', 'N-EXP', 'MICROGENERATION', { pricing: 'SPOT', margin: '-0.3' });
  await insertContract(db, 'N-SELL', 'N-HOME', 'ELECTRICITY', { pricing: 'FIXED', price: '10' });
  await insertDay(db, 'meter_readings', home, DAY, 60, importAt);
  await insertDay(db, 'meter_readings', exportPoint, DAY, 60, exportAt);
  await insertDay(db, 'solar_production', plant, DAY, 60, productionAt);
  await insertHourlySpot(db, DAY, spotAt);

  // A quarter-hour place for the DST days: 0.25 kWh imported each quarter, 0.1 produced and used on site.
  const qHome = await insertPlace(db, { id: 'Q-HOME', serial: 211, utility: 'ELECTRICITY', resolution: 15, street: 'Toinen 2' });
  const qExport = await insertPlace(db, { id: 'Q-EXP', serial: 212, utility: 'MICROGENERATION', resolution: 15, street: 'Toinen 2' });
  const qPlant = await insertPlant(db, { id: 'Q-PLANT', serial: 213 });
  await link(db, 'Q-PLANT', 'Q-HOME', 'Q-EXP');
  await insertContract(db, 'Q-BUY', 'Q-EXP', 'MICROGENERATION', { pricing: 'SPOT', margin: '-0.3' });
  for (const date of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26']) {
    await insertDay(db, 'meter_readings', qHome, date, 15, () => '0.25');
    await insertDay(db, 'meter_readings', qExport, date, 15, () => '0');
    await insertDay(db, 'solar_production', qPlant, date, 15, () => '0.1');
    // Hour i of the day (local, counted from midnight) is priced i × 10 €/MWh.
    await insertHourlySpot(db, date, (h) => String(h * 10));
  }
  for (const id of ['N-HOME', 'N-EXP', 'Q-HOME', 'Q-EXP']) {
    await grantLocationAccess(db, { userId: server.users[OWNER]!.id, locationIdentifier: id, relation: 'owner', right: 'FULL_ACCESS' });
  }
});

afterAll(async () => {
  await server?.close();
});

async function series(location: string, period: string, start: string): Promise<MicroTimeseries> {
  const client = await server.loginAs(OWNER);
  const response = await client.get(`${SOLAR_API.microTimeseries(server.users[OWNER]!.id, location)}?period=${period}&start=${start}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MicroTimeseries;
}

describe('netting per metering period', () => {
  it('nets each hour on its own, not the day as a whole', async () => {
    const day = await series('N-HOME', 'day', DAY);
    expect(day.rows).toHaveLength(24);
    expect(day.nettingMinutes).toBe(60);
    // Per hour: 20 hours import 1 kWh, hours 10–12 export 2 kWh, hour 13's 0.5 in and 0.5 out cancel.
    // Netting the whole day would have given 14 kWh imported and nothing exported.
    expect(day.totals.importedKwh).toBe(20);
    expect(day.totals.exportedKwh).toBe(6);
    expect(day.totals.productionKwh).toBe(10);
    expect(day.totals.selfUsedKwh).toBe(4);
    expect(day.totals.consumptionKwh).toBe(24);
    const hour13 = day.rows[13]!;
    expect(hour13).toMatchObject({ importedKwh: 0, exportedKwh: 0, selfUsedKwh: 1, consumptionKwh: 1 });
    expect(day.totals.selfConsumptionPercent).toBe(40);
    expect(day.totals.selfSufficiencyPercent).toBe(16.67);
  });

  it("pays each hour's export at that hour's own spot price minus the fee, VAT 0, to the cent", async () => {
    const day = await series('N-HOME', 'day', DAY);
    // 2 × (10 − 0.3) + 2 × (11 − 0.3) + 2 × (−5 − 0.3) = 30.2 c. An average price would give another sum.
    expect(day.rows[10]!.exportRevenueEur).toBe(0.19);
    expect(day.rows[11]!.exportRevenueEur).toBe(0.21);
    expect(day.rows[12]!.exportRevenueEur).toBe(-0.11);
    expect(day.totals.exportRevenueEur).toBe(0.3);
    expect(day.totals.complete).toBe(true);
  });

  it('sums the same netted hours into the month, so the month reconciles with its rows', async () => {
    const month = await series('N-HOME', 'month', DAY);
    expect(month.resolution).toBe('day');
    const row = month.rows.find((r) => r.date === DAY)!;
    expect(row).toMatchObject({ importedKwh: 20, exportedKwh: 6, selfUsedKwh: 4, exportRevenueEur: 0.3 });
    expect(month.totals.exportedKwh).toBe(6);
    // Days without readings are incomplete, not zero.
    expect(month.totals.complete).toBe(false);
    expect(month.rows.find((r) => r.date === '2026-01-15')).toMatchObject({ importedKwh: null, complete: false });
  });

  it('gives the monthly statement: self-used at the own import price, exports at spot − fee, the negative-price share', async () => {
    const client = await server.loginAs(OWNER);
    const response = await client.get(`${SOLAR_API.statement(server.users[OWNER]!.id, 'N-HOME')}?month=2026-01`);
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json() as SolarStatement;
    // 4 kWh × 10 c × 1.255 (VAT 25.5 % of January 2026) = 50.2 c.
    expect(statement).toMatchObject({
      productionKwh: 10,
      selfUsedKwh: 4,
      exportedKwh: 6,
      selfUsedValueEur: 0.5,
      exportRevenueEur: 0.3,
      totalValueEur: 0.8,
      // 2 of the 6 kWh went out in the −50 €/MWh hour.
      negativePriceExportPercent: 33.33,
    });
  });
});

describe('daylight saving days (Europe/Helsinki)', () => {
  it('the spring day has 23 hours: 92 quarters, nothing invented', async () => {
    const day = await series('Q-HOME', 'day', '2026-03-29');
    expect(day.resolution).toBe('quarter');
    expect(day.rows).toHaveLength(92);
    expect(day.totals.importedKwh).toBe(23);
    expect(day.totals.selfUsedKwh).toBeCloseTo(9.2, 10);
    expect(day.totals.consumptionKwh).toBeCloseTo(32.2, 10);
    expect(day.totals.complete).toBe(true);
  });

  it('the autumn day has 25 hours: 100 quarters, the repeated hour kept twice', async () => {
    const day = await series('Q-HOME', 'day', '2026-10-25');
    expect(day.rows).toHaveLength(100);
    expect(new Set(day.rows.map((r) => r.start)).size).toBe(100);
    expect(day.totals.importedKwh).toBe(25);
    expect(day.totals.productionKwh).toBe(10);
  });

  it('an hourly meter has 23 and 25 rows on the DST days, each hour paid at its own price', async () => {
    const { db } = server;
    const point = async (id: string) =>
      (await db.query<{ metering_point_id: string }>('select metering_point_id from locations where location_identifier = $1', [id])).rows[0]!
        .metering_point_id;
    const plant = (await db.query<{ production_point_id: string }>("select production_point_id from solar_plants where id = 'N-PLANT'")).rows[0]!
      .production_point_id;
    for (const date of ['2026-03-29', '2026-10-25']) {
      // Every hour exports 1 kWh (2 produced, 1 used on site); hour i is priced i × 10 €/MWh (beforeAll).
      await insertDay(db, 'meter_readings', await point('N-HOME'), date, 60, () => '0');
      await insertDay(db, 'meter_readings', await point('N-EXP'), date, 60, () => '1');
      await insertDay(db, 'solar_production', plant, date, 60, () => '2');
    }
    const spring = await series('N-HOME', 'day', '2026-03-29');
    expect(spring.rows).toHaveLength(23);
    expect(spring.totals).toMatchObject({ exportedKwh: 23, selfUsedKwh: 23, productionKwh: 46 });
    // Σ (h − 0.3) c for h = 0…22 = 253 − 6.9 = 246.1 c.
    expect(spring.totals.exportRevenueEur).toBe(2.46);
    const autumn = await series('N-HOME', 'day', '2026-10-25');
    expect(autumn.rows).toHaveLength(25);
    // The repeated 3 o'clock hour is two rows, an hour apart.
    expect(new Date(autumn.rows[4]!.start).getTime() - new Date(autumn.rows[3]!.start).getTime()).toBe(3_600_000);
    // Σ (h − 0.3) c for h = 0…24 = 300 − 7.5 = 292.5 c → 2.93 € (half a cent up).
    expect(autumn.totals.exportRevenueEur).toBe(2.93);
  });

  it('a week over the spring day sums its days exactly (23 + 24 + …)', async () => {
    const week = await series('Q-HOME', 'week', '2026-03-29');
    const byDate = Object.fromEntries(week.rows.map((r) => [r.date, r.importedKwh]));
    expect(byDate).toMatchObject({ '2026-03-28': 24, '2026-03-29': 23 });
    expect(week.rows).toHaveLength(7);
  });
});

describe('solar.monthly-statement', () => {
  it("stores last month's statement on the 3rd and tells the owner in the inbox, once", async () => {
    server.clock.set(new Date('2026-02-03T08:30:00Z')); // 10:30 in Helsinki
    const runs = await server.runJobs();
    expect(runs.filter((run) => run.name === 'solar.monthly-statement').map((run) => run.outcome)).toEqual(['completed']);
    const { rows } = await server.db.query<Record<string, unknown>>(
      `select location_identifier, to_char(month, 'YYYY-MM-DD') as month, self_used_value_cents::int as value,
              export_revenue_cents::int as revenue, negative_price_export_percent::text as negative
         from solar_statements order by location_identifier`,
    );
    // The quarter-hour place has no January readings: nothing to tell.
    expect(rows).toEqual([{ location_identifier: 'N-HOME', month: '2026-01-01', value: 50, revenue: 30, negative: '33.33' }]);
    const messages = await server.db.query<{ title: string; body: string; category: string }>(
      "select title, body, category from portal_messages where kind = 'solar.monthly-statement'",
    );
    expect(messages.rows).toEqual([{ title: 'Aurinkolaskelma 1/2026', category: 'info', body: expect.stringContaining('arvoa 0,80') }]);
    // The next month's slot comes a month later; nothing more this month, and the message is not repeated.
    server.clock.set(new Date('2026-02-04T08:30:00Z'));
    await server.runJobs();
    expect((await server.db.query("select 1 from portal_messages where kind = 'solar.monthly-statement'")).rows).toHaveLength(1);
  });
});
