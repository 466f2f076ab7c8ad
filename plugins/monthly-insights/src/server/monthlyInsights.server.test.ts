import { createTestUser, grantLocationAccess, startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison, Forecast, Insight } from '../contract';
import { MONTHLY_INSIGHTS_API } from '../contract/paths';
import { monthlyInsightsServerPlugin } from '../server';
import { insertContracts, insertPlace, insertSeries } from './test/insightFixtures';

/**
 * The insight on the real server and database: the month's cost from raw hourly intervals equals an
 * independent SQL sum, and the "why it changed" reasons add up to the change to the cent, on a DST
 * month (3/2024, 10/2024), the 10 % energy VAT month (12/2022) and the 25.5 % VAT change (9/2024).
 */
let server: TestServer;
let ownerId: string;
let strangerId: string;
const OWNER = 'insight-owner@example.fi';

beforeAll(async () => {
  server = await startTestServer({
    plugins: [monthlyInsightsServerPlugin],
    users: [OWNER],
    flags: { monthlyInsights: true },
    now: new Date('2024-11-20T10:00:00Z'),
  });
  const { db } = server;
  ownerId = server.users[OWNER]!.id;
  strangerId = (await createTestUser(db, { email: 'insight-stranger@example.fi' }))!.id;
  const point = await insertPlace(db, 'MI-1', 11);
  await insertPlace(db, 'MI-FOREIGN', 12, 'C2');
  await insertSeries(db, point, '2021-10-31T22:00:00Z', '2024-11-20T22:00:00Z');
  await insertContracts(db, 'MI-1');
  await grantLocationAccess(db, { userId: ownerId, locationIdentifier: 'MI-1', relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, { userId: strangerId, locationIdentifier: 'MI-FOREIGN', relation: 'owner', right: 'FULL_ACCESS' });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The month's bill in cents, summed by SQL straight from the rows, VAT of each delivery date. */
async function expectedMonthCents(month: string): Promise<number> {
  const { rows } = await server.db.query<{ cents: string }>(
    `with r as (
       select r.kwh, s.eur_mwh, (r.start_utc at time zone 'Europe/Helsinki')::date as d
         from meter_readings r join locations l on l.metering_point_id = r.metering_point_id
         join spot_prices s on s.start_utc = r.start_utc
        where l.location_identifier = 'MI-1' and to_char(r.start_utc at time zone 'Europe/Helsinki', 'YYYY-MM') = $1),
     priced as (
       select r.d, r.kwh,
              case when c.pricing = 'SPOT' then r.eur_mwh / 10 + c.spot_margin_c_kwh else c.fixed_price_c_kwh end * (1 + ve.rate_percent / 100)
              + coalesce(c.transfer_price_c_kwh + t.electricity_tax_c_kwh + t.security_of_supply_c_kwh, 0) * (1 + vg.rate_percent / 100) as unit
         from r join contracts c on c.location_identifier = 'MI-1' and c.start_date <= r.d and (c.end_date is null or c.end_date >= r.d)
         join vat_rates ve on ve.category = 'electricity_energy' and ve.valid_from <= r.d and (ve.valid_until is null or ve.valid_until > r.d)
         join vat_rates vg on vg.category = 'general' and vg.valid_from <= r.d and (vg.valid_until is null or vg.valid_until > r.d)
         left join tax_rates t on t.tax_class = c.tax_class and t.valid_from <= r.d and (t.valid_until is null or t.valid_until > r.d)),
     days as (select distinct d from r),
     fees as (
       select sum((c.basic_fee_eur_month * 100 * (1 + ve.rate_percent / 100) + coalesce(c.transfer_basic_fee_eur_month, 0) * 100 * (1 + vg.rate_percent / 100))
                  / extract(day from (date_trunc('month', days.d) + interval '1 month - 1 day'))) as f
         from days join contracts c on c.location_identifier = 'MI-1' and c.start_date <= days.d and (c.end_date is null or c.end_date >= days.d)
         join vat_rates ve on ve.category = 'electricity_energy' and ve.valid_from <= days.d and (ve.valid_until is null or ve.valid_until > days.d)
         join vat_rates vg on vg.category = 'general' and vg.valid_from <= days.d and (vg.valid_until is null or vg.valid_until > days.d))
     select round((select sum(kwh * unit) from priced) + (select f from fees))::text as cents`,
    [month],
  );
  return Number(rows[0]!.cents);
}

function expectReasonsAddUp(comparison: Comparison): void {
  expect(comparison.available).toBe(true);
  const sum = comparison.reasons.reduce((s, r) => s + r.cents, 0);
  expect(sum).toBe(comparison.changeCents);
  expect(Math.round(comparison.toEuros * 100) - Math.round(comparison.fromEuros! * 100)).toBe(comparison.changeCents);
  expect(comparison.reasons.map((r) => r.key)).toEqual(['temperature', 'days', 'usage', 'price', 'timing']);
}

async function insight(month: string): Promise<Insight> {
  const owner = await server.loginAs(OWNER);
  const response = await owner.get(MONTHLY_INSIGHTS_API.pages(ownerId, 'MI-1', month));
  expect(response.statusCode).toBe(200);
  return response.json() as Insight;
}

describe('monthly insight pages', () => {
  it.each([
    ['2024-03', 'spring DST month (30.3.2024 has 23 hours), spot'],
    ['2024-10', 'autumn DST month (27.10.2024 has 25 hours), fixed price with network and tax'],
    ['2022-12', 'the 10 % energy VAT month'],
    ['2024-09', 'the month VAT rose to 25.5 %, against August (24 %) and 9/2023 (other contract)'],
    ['2023-05', 'energy VAT back to 24 % after 10 %'],
  ])(
    "%s (%s): the cost is the raw data's and the reasons add up to the cent",
    async (month) => {
      const body = await insight(month);
      expect(Math.round(body.summary.euros * 100)).toBe(await expectedMonthCents(month));
      expect(body.summary.complete).toBe(true);
      for (const comparison of body.comparisons) {
        expectReasonsAddUp(comparison);
        expect(Math.round(comparison.fromEuros! * 100)).toBe(await expectedMonthCents(comparison.month));
      }
      // Heating and temperature: the place's use grows with cold, so the slope is positive.
      expect(body.comparisons[0]!.kwhPerDegreeDay).toBeGreaterThan(0);
    },
    60_000,
  );

  it('counts the DST days exactly: 743 hours in March 2024, 745 in October 2024', async () => {
    const march = await insight('2024-03');
    const october = await insight('2024-10');
    const { rows } = await server.db.query<{ m: string; n: string }>(
      `select to_char(start_utc at time zone 'Europe/Helsinki', 'YYYY-MM') as m, count(*)::text as n from meter_readings
        where to_char(start_utc at time zone 'Europe/Helsinki', 'YYYY-MM') in ('2024-03', '2024-10') and metering_point_id = (select metering_point_id from locations where location_identifier = 'MI-1') group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { m: '2024-03', n: '743' },
      { m: '2024-10', n: '745' },
    ]);
    expect(march.graph.days).toHaveLength(31);
    expect(october.graph.days).toHaveLength(31);
    expect(march.topHours.mostExpensive).toHaveLength(3);
    expect(march.topHours.highestConsumption[0]!.kwh).toBeGreaterThanOrEqual(march.topHours.highestConsumption[2]!.kwh);
  }, 60_000);

  it('says honestly what it does not know: no earlier year, no local power data', async () => {
    const first = await insight('2021-11');
    expect(first.comparisons.find((c) => c.against === 'yearAgo')!.available).toBe(false);
    expect(first.newUser).toEqual({ isNew: true, firstMonth: '2021-11' });
    expect(first.localPower).toEqual({ available: false, sharePercent: null });
    const green = await insight('2024-09');
    expect(green.greenPower).toEqual({ available: true, productName: 'Tuulisähkö', sharePercent: 100 });
  }, 60_000);

  it('lists the place with its months, newest first', async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.get(MONTHLY_INSIGHTS_API.places(ownerId));
    expect(response.statusCode).toBe(200);
    const { places } = response.json() as { places: { locationIdentifier: string; months: string[] }[] };
    expect(places.map((p) => p.locationIdentifier)).toEqual(['MI-1']);
    expect(places[0]!.months[0]).toBe('2024-10');
    expect(places[0]!.months.at(-1)).toBe('2021-11');
  });
});

describe('bill forecast for the running month', () => {
  it('prices the metered days exactly and forecasts the rest, with reasons that add up', async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.get(MONTHLY_INSIGHTS_API.forecast(ownerId, 'MI-1'));
    expect(response.statusCode).toBe(200);
    const body = response.json() as Forecast;
    expect(body.month).toBe('2024-11');
    expect(body.meteredThrough).toBe('2024-11-19');
    expect(body.meteredDays).toBe(19);
    expect(body.days).toBe(30);
    expect(body.forecastEuros).toBeGreaterThan(body.meteredEuros);
    // The metered part is the raw data's: 1–19.11. priced like a month, without the fees.
    for (const comparison of body.comparisons) expectReasonsAddUp(comparison);
    expect(body.comparisons[0]!.toEuros).toBe(body.forecastEuros);
  }, 60_000);
});

describe('access', () => {
  it("answers 404 for another customer's place, like an unknown one", async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.get(MONTHLY_INSIGHTS_API.pages(ownerId, 'MI-FOREIGN', '2024-10'))).statusCode).toBe(404);
    expect((await owner.get(MONTHLY_INSIGHTS_API.pages(ownerId, 'NO-SUCH', '2024-10'))).statusCode).toBe(404);
    expect((await owner.get(MONTHLY_INSIGHTS_API.forecast(ownerId, 'MI-FOREIGN'))).statusCode).toBe(404);
    expect((await owner.get(MONTHLY_INSIGHTS_API.pages(strangerId, 'MI-FOREIGN', '2024-10'))).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad month, 401 without a session', async () => {
    const owner = await server.loginAs(OWNER);
    const bad = await owner.get(MONTHLY_INSIGHTS_API.pages(ownerId, 'MI-1', '2024-13'));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('month');
    expect((await server.client().get(MONTHLY_INSIGHTS_API.pages(ownerId, 'MI-1', '2024-10'))).statusCode).toBe(401);
  });

  it('answers 404 while the monthlyInsights flag is off for the caller', async () => {
    const owner = await server.loginAs(OWNER);
    const override = await server.setFlag('monthlyInsights', false, { user: server.users[OWNER] });
    try {
      expect((await owner.get(MONTHLY_INSIGHTS_API.pages(ownerId, 'MI-1', '2024-10'))).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});

describe('monthly mail', () => {
  it('renders the same story in fi, sv and en, with reasons and Finnish numbers', async () => {
    const { renderMonthlyMail, mailPayloadOf } = await import('./mail/monthlyMailText');
    const payload = mailPayloadOf(await insight('2024-10'));
    for (const language of ['fi', 'sv', 'en'] as const) {
      const mail = renderMonthlyMail(payload, language);
      expect(mail.title).toContain('10/2024');
      expect(mail.body.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(5);
      expect(mail.body).toMatch(/\d,\d\d\u00a0€/);
    }
    expect(renderMonthlyMail(payload, 'fi').body).toContain('Lämpötila');
  }, 60_000);

  it('goes out on the 2nd at 8:00 Helsinki time for last month, once', async () => {
    server.clock.set(new Date('2024-12-02T05:59:00Z'));
    expect((await server.runJobs()).map((r) => r.name)).not.toContain('monthly-insights.monthly-mail');
    server.clock.set(new Date('2024-12-02T06:00:30Z'));
    const runs = await server.runJobs();
    expect(runs).toContainEqual(expect.objectContaining({ name: 'monthly-insights.monthly-mail', outcome: 'completed' }));
    // Later the same day nothing is due again: one slot, one run, one message per place and month.
    server.clock.set(new Date('2024-12-02T12:00:00Z'));
    expect((await server.runJobs()).map((r) => r.name)).not.toContain('monthly-insights.monthly-mail');
    const { rows } = await server.db.query<{ title: string; kind: string }>(
      `select title, kind from portal_messages where user_id = $1 and kind = 'monthly-insights.monthly'`,
      [ownerId],
    );
    expect(rows).toEqual([{ title: 'Kuukausikatsaus 11/2024: Koti MI-1', kind: 'monthly-insights.monthly' }]);
  }, 120_000);
});
