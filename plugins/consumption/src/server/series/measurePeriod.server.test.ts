import type { Database } from '@portal/core/server';
import { localDayRangeUtc, localDayStartUtc } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@portal/core/server/testing';
import type { LocalPeriod, Resolution, TimeAxisMode } from '../../contract';
import { loadMeteredLocation } from '../location/meteredLocation';
import { periodOf } from '../period/timeAxis';
import { readingSourceOf, type ReadingSource } from '../readings/readingSource';
import { insertLocation } from '../test/consumptionFixtures';
import type { BucketMeasure } from './bucketMeasure';
import { pricingContextFor } from './buildTimeseries';
import { measurePeriod, measurePeriodTotal } from './measurePeriod';
import { measurePeriodByInterval } from './measurePeriodByInterval';
import type { PricingContext } from './pricingContext';

/**
 * measurePeriod (sums in SQL, contract and VAT per delivery day) against measurePeriodByInterval (every
 * interval through core's pricing engine), bucket by bucket, and measurePeriodTotal against the sum of
 * the reference buckets, on the real database: exact amounts to
 * 1e-12 cent, so the cents agree in both VAT modes. The fixture has both VAT changes (1.12.2022,
 * 1.9.2024), three DST days, contract changes inside periods (fixed ↔ spot, an overlap where the later
 * contract wins, a gap), hourly and 15-minute spot prices on both sides of 1.10.2025 with gaps and
 * negative prices, estimated, stored-missing and absent intervals, an hourly reading in a 15-minute
 * series, an hourly meter and district heating.
 */
let database: TestDatabase;
let db: Database;
const places: Record<'quarter' | 'hourly' | 'heat', { source: ReadingSource; pricing: PricingContext }> = {} as never;

/** Local-date windows that hold readings: around each VAT change, DST day and the 1.10.2025 switch. */
const WINDOWS: readonly [string, string][] = [
  ['2021-03-26', '2021-03-29'], // spring DST 2021, under a spot contract but before any stored price
  ['2022-10-24', '2022-12-06'],
  ['2024-03-28', '2024-04-02'],
  ['2024-08-26', '2024-09-08'],
  ['2025-09-27', '2025-10-06'],
  ['2025-10-24', '2025-10-28'],
];

/**
 * Deterministic but irregular readings: kWh with four decimals from a sine of the interval number, every
 * 29th estimated, every 53rd stored missing (kwh NULL), every 61st absent altogether.
 */
async function insertReadings(table: 'meter_readings' | 'dh_readings', meteringPointId: string, minutes: 15 | 60) {
  for (const [from, to] of WINDOWS) {
    const startUtc = localDayStartUtc(from).toISOString();
    const endUtc = localDayRangeUtc(to).endUtc.toISOString();
    const columns = table === 'meter_readings' ? 'metering_point_id, start_utc, minutes, kwh, quality' : 'metering_point_id, start_utc, kwh, quality';
    const minutesValue = table === 'meter_readings' ? `${minutes},` : '';
    await db.query(
      `insert into ${table} (${columns})
       select $1, g, ${minutesValue}
              case when n % 53 = 7 then null else round((0.0123 + abs(sin(n * 0.7311)) * 1.9)::numeric, 4) end,
              case when n % 53 = 7 then 'missing' when n % 29 = 3 then 'estimated' else 'measured' end
         from (select g, extract(epoch from g)::int8 / 900 as n
                 from generate_series($2::timestamptz, $3::timestamptz - $4 * interval '1 minute', $4 * interval '1 minute') g) s
        where n % 61 <> 11`,
      [meteringPointId, startUtc, endUtc, minutes],
    );
  }
}

/** Hourly prices until delivery day 30.9.2025, quarters from 1.10.2025; a few gaps, some negative. */
async function insertSpotPrices() {
  const switchUtc = localDayStartUtc('2025-10-01').toISOString();
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select g, 60, round((35 + 60 * sin(n * 0.377))::numeric, 3)
       from (select g, extract(epoch from g)::int8 / 3600 as n
               from generate_series('2022-10-01T00:00:00Z'::timestamptz, $1::timestamptz - interval '1 hour', interval '1 hour') g) s
      where n % 97 <> 5`,
    [switchUtc],
  );
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select g, 15, round((20 + 70 * sin(n * 0.291))::numeric, 3)
       from (select g, extract(epoch from g)::int8 / 900 as n
               from generate_series($1::timestamptz, '2025-11-01T00:00:00Z'::timestamptz, interval '15 minutes') g) s
      where n % 211 <> 17`,
    [switchUtc],
  );
}

async function insertContracts() {
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, spot_margin_c_kwh, start_date, end_date,
       transfer_price_c_kwh, transfer_basic_fee_eur_month, tax_class)
     select id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh::numeric, spot_margin_c_kwh::numeric,
            start_date::date, end_date::date,
            case when contract_type in ('NETWORK', 'ELECTRICITY_AND_NETWORK') then 5.12 end,
            case when contract_type in ('NETWORK', 'ELECTRICITY_AND_NETWORK') then 4.90 end,
            case when contract_type in ('NETWORK', 'ELECTRICITY_AND_NETWORK') then 'I' end
       from (values
       -- quarter meter: fixed to 15.11.2022, then spot to 30.9.2025, overridden by a later fixed one from 4.9.2024;
       -- nothing on 3.10.2025; spot again from 4.10.2025
       ('Q1', 'EQ-Q', 'ELECTRICITY', 'Kiinteä', 'FIXED', 12.3456, null, '2022-01-01', '2022-11-15'),
       ('Q2', 'EQ-Q', 'ELECTRICITY_AND_NETWORK', 'Pörssi', 'SPOT', null, 0.4200, '2022-11-16', '2025-09-30'),
       ('Q3', 'EQ-Q', 'ELECTRICITY', 'Kiinteä 2', 'FIXED', 8.1234, null, '2024-09-04', '2025-10-02'),
       ('Q4', 'EQ-Q', 'ELECTRICITY', 'Pörssi 2', 'SPOT', null, 0.3999, '2025-10-04', null),
       -- a network contract prices no energy and must be ignored
       ('QN', 'EQ-Q', 'NETWORK', 'Siirto', null, null, null, '2020-01-01', null),
       -- hourly meter: spot in 2021 (no prices stored then), fixed in 2022 to October, spot with a
       -- negative margin from 1.11.2022
       ('H0', 'EQ-H', 'ELECTRICITY', 'Pörssi 2021', 'SPOT', null, 0.3000, '2021-01-01', '2021-12-31'),
       ('H1', 'EQ-H', 'ELECTRICITY', 'Kiinteä', 'FIXED', 15.0001, null, '2022-01-01', '2022-10-31'),
       ('H2', 'EQ-H', 'ELECTRICITY', 'Pörssi', 'SPOT', null, -0.2500, '2022-11-01', null),
       -- district heating: fixed, then a (nonsensical) spot contract that leaves heat unpriced
       ('D1', 'EQ-DH', 'DISTRICT_HEATING', 'Kaukolämpö', 'FIXED', 9.8700, null, '2022-01-01', '2024-09-04'),
       ('D2', 'EQ-DH', 'DISTRICT_HEATING', 'Kaukolämpö pörssi', 'SPOT', null, 0.1000, '2024-09-05', null)
     ) as c(id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, spot_margin_c_kwh, start_date, end_date)`,
  );
}

/** The hour whose four quarter prices are set by hand below, for the hand-computed mean check. */
const MEAN_HOUR_UTC = '2025-10-05T06:00:00Z';

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const quarterPoint = await insertLocation(db, { id: 'EQ-Q', utility: 'ELECTRICITY', serial: 11, resolution: 15 });
  const hourlyPoint = await insertLocation(db, { id: 'EQ-H', utility: 'ELECTRICITY', serial: 12, resolution: 60 });
  const heatPoint = await insertLocation(db, { id: 'EQ-DH', utility: 'DISTRICT_HEATING', serial: 13, resolution: 60 });
  await insertReadings('meter_readings', quarterPoint, 15);
  await insertReadings('meter_readings', hourlyPoint, 60);
  await insertReadings('dh_readings', heatPoint, 60);
  // An hourly reading inside the quarter series, under an hourly price (2022) and under quarter prices (2025).
  for (const hour of ['2022-11-20T08:00:00Z', '2025-10-02T09:00:00Z']) {
    await db.query(
      `delete from meter_readings where metering_point_id = $1 and start_utc >= $2 and start_utc < $2::timestamptz + interval '1 hour'`,
      [quarterPoint, hour],
    );
    await db.query(`insert into meter_readings values ($1, $2, 60, 2.5, 'measured')`, [quarterPoint, hour]);
  }
  await insertSpotPrices();
  // Quarter prices whose mean is a tie (400 007 / 4 = 100 001.75 → 100 002) for the hand check below.
  await db.query(
    `update spot_prices set eur_mwh = v from (values (0, 100.001), (1, 100.002), (2, 100.002), (3, 100.002)) as q(i, v)
      where start_utc = $1::timestamptz + q.i * interval '15 minutes'`,
    [MEAN_HOUR_UTC],
  );
  await db.query(`update meter_readings set kwh = 1, quality = 'measured' where metering_point_id = $1 and start_utc = $2`, [
    hourlyPoint,
    MEAN_HOUR_UTC,
  ]);
  await insertContracts();
  for (const [key, id] of [
    ['quarter', 'EQ-Q'],
    ['hourly', 'EQ-H'],
    ['heat', 'EQ-DH'],
  ] as const) {
    const location = await loadMeteredLocation(db, id);
    places[key] = { source: readingSourceOf(location), pricing: (await pricingContextFor(db, location, 'EUR'))! };
  }
});

afterAll(async () => {
  await database?.close();
});

/** Everything a bucket's point and the totals are made of, exact. */
const exact = (measure: BucketMeasure) => ({
  key: measure.bucket.key,
  kwh: measure.kwh,
  presentMinutes: measure.presentMinutes,
  estimatedMinutes: measure.estimatedMinutes,
  unpricedIntervals: measure.unpricedIntervals,
  pricedIntervals: measure.cost?.pricedIntervals ?? null,
  vat0: measure.cost?.vat0 ?? null,
  withVat: measure.cost?.withVat ?? null,
  centsVat0: measure.cost?.cents(false) ?? null,
  centsWithVat: measure.cost?.cents(true) ?? null,
});

/** The exact sums of some measures, as the period's total is made of them. */
const summed = (...measures: BucketMeasure[]) => ({
  kwh: measures.reduce((sum, m) => sum + m.kwh, 0n),
  presentMinutes: measures.reduce((sum, m) => sum + m.presentMinutes, 0),
  estimatedMinutes: measures.reduce((sum, m) => sum + m.estimatedMinutes, 0),
  unpricedIntervals: measures.reduce((sum, m) => sum + m.unpricedIntervals, 0),
  pricedIntervals: measures.reduce((sum, m) => sum + (m.cost?.pricedIntervals ?? 0), 0),
  vat0: measures.reduce((sum, m) => sum + (m.cost?.vat0 ?? 0n), 0n),
  withVat: measures.reduce((sum, m) => sum + (m.cost?.withVat ?? 0n), 0n),
});

const CASES: readonly [TimeAxisMode, string, Resolution][] = [
  ['day', '2021-03-28', 'hour'], // spring DST, spot contract, no prices at all: unpriced, not free
  ['week', '2021-03-22', 'day'],
  ['dayQuarterly', '2022-10-30', 'quarter'], // autumn DST, 100 quarters
  ['day', '2022-10-30', 'hour'],
  ['dayQuarterly', '2024-03-31', 'quarter'], // spring DST, 92 quarters
  ['dayQuarterly', '2025-10-26', 'quarter'], // autumn DST under quarter prices
  ['day', '2025-10-26', 'hour'],
  ['dayQuarterly', '2025-10-02', 'quarter'], // an hourly reading in the quarter series, a missing quarter price
  ['week', '2022-11-28', 'day'], // 30.11. → 1.12.2022: 24 % → 10 %
  ['week', '2022-11-28', 'hour'],
  ['week', '2024-08-26', 'day'], // 31.8. → 1.9.2024: 24 % → 25.5 %, and the contract change on 4.9.
  ['week', '2024-09-02', 'quarter'],
  ['week', '2025-09-29', 'hour'], // hourly → quarter prices on 1.10.2025; a day without contract
  ['week', '2025-09-29', 'day'],
  ['month', '2022-11-01', 'day'], // contract change on 16.11. inside the month
  ['month', '2022-10-01', 'hour'],
  ['month', '2025-10-01', 'day'],
  ['year', '2022-01-01', 'month'],
  ['year', '2022-01-01', 'day'],
  ['year', '2024-01-01', 'month'],
  ['year', '2025-01-01', 'month'],
  ['years', '2025-01-01', 'year'],
];

describe('measurePeriod and measurePeriodTotal equal the interval-by-interval engine', () => {
  for (const place of ['quarter', 'hourly', 'heat'] as const) {
    for (const [mode, start, resolution] of CASES) {
      it(`${place}: ${mode} ${start} by ${resolution}, kWh and euros`, async () => {
        const { source, pricing } = places[place];
        const effective = resolution === 'quarter' && source.meterMinutes === 60 ? 'hour' : resolution;
        const period: LocalPeriod = periodOf(mode, start);
        for (const context of [null, pricing]) {
          const [fast, reference] = await Promise.all([
            measurePeriod(db, source, period, effective, context),
            measurePeriodByInterval(db, source, period, effective, context),
          ]);
          expect(fast.map(exact)).toEqual(reference.map(exact));
          const total = await measurePeriodTotal(db, source, period, context);
          expect(summed(total)).toEqual(summed(...reference));
        }
      });
    }
  }

  it('the fixture is not vacuous: it has priced, unpriced, estimated and missing intervals in both engines', async () => {
    const { source, pricing } = places.quarter;
    const measures = await measurePeriod(db, source, periodOf('month', '2022-11-01'), 'day', pricing);
    const sum = (pick: (m: BucketMeasure) => number) => measures.reduce((total, m) => total + pick(m), 0);
    expect(sum((m) => m.cost?.pricedIntervals ?? 0)).toBeGreaterThan(2000);
    expect(sum((m) => m.unpricedIntervals)).toBeGreaterThan(0); // missing spot hours under the spot contract
    expect(sum((m) => m.estimatedMinutes)).toBeGreaterThan(0);
    const expectedMinutes = 30 * 24 * 60;
    expect(sum((m) => m.presentMinutes)).toBeLessThan(expectedMinutes); // stored-missing and absent intervals
    const noContract = await measurePeriod(db, source, periodOf('day', '2025-10-03'), 'hour', pricing);
    expect(noContract.every((m) => m.cost?.pricedIntervals === 0)).toBe(true);
    expect(noContract.some((m) => m.unpricedIntervals > 0)).toBe(true);
    const noPrices = await measurePeriod(db, places.hourly.source, periodOf('day', '2021-03-28'), 'hour', places.hourly.pricing);
    expect(noPrices).toHaveLength(23);
    expect(noPrices.every((m) => m.cost?.pricedIntervals === 0 && m.unpricedIntervals === (m.presentMinutes > 0 ? 1 : 0))).toBe(true);
  });

  it('prices an hourly reading under quarter prices at their mean, rounded half away from zero (by hand)', async () => {
    const { source, pricing } = places.hourly;
    // Quarters 100.001 + 100.002 × 3 €/MWh = 400 007 ten-thousandths of c/kWh; mean 100 001.75 → 100 002.
    // Margin −0.25 c/kWh = −2 500, so 97 502 × 1 kWh (10 000) × VAT factors 1.0000 / 1.2550.
    const net = 10_000n * 97_502n;
    for (const measure of [measurePeriod, measurePeriodByInterval]) {
      const measures = await measure(db, source, periodOf('day', '2025-10-05'), 'hour', pricing);
      const hour = measures.find((m) => m.bucket.startMs === Date.parse(MEAN_HOUR_UTC));
      expect(hour?.cost).toMatchObject({ vat0: net * 10_000n, withVat: net * 12_550n, pricedIntervals: 1 });
    }
  });
});
