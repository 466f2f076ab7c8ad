/**
 * Market-price API latency (issue 12: today + tomorrow at 15 minutes, p99 ≤ 20 ms on PostgreSQL):
 * a year of quarter-hour spot prices (35 040 periods, so the 30-day price levels read real history)
 * and tomorrow published, on the embedded database and on PostgreSQL (DATABASE_URL, when set).
 * Requests go through the real server (app.inject: routing, session, validation, response schema) one
 * at a time, so the figures are per-request latency, not throughput.
 *
 *   node --conditions=source --import tsx bench/market-price-api/run.mjs [--append]
 *   DATABASE_URL=postgres://... node --conditions=source --import tsx bench/market-price-api/run.mjs
 *
 * With DATABASE_URL the bench works in its own schema (created and dropped). --append adds the
 * figures to docs/performance.md under "Market-price API".
 */
import { localDayRangeUtc, withGsrnCheckDigit } from '@portal/core/server';
import { buildServer } from '../../host/server/src/app.ts';
import { runMigrations } from '../../host/server/src/db/migrations.ts';
import { serverMigrations } from '../../host/server/src/serverMigrations.ts';
import { createTestUser, TEST_PASSWORD } from '../../host/server/src/testing/testUsers.ts';
import { marketPriceServerPlugin } from '../../plugins/market-price/src/server.ts';
import { appendToPerformanceDoc, onEachEngine, percentile } from '../support/engines.mjs';

const COMPANY = {
  code: 'VARE',
  pluginIds: ['market-price'],
  flagDefaults: Object.fromEntries([marketPriceServerPlugin].flatMap((p) => p.flags ?? []).map((f) => [f.key, true])),
};
const MP = withGsrnCheckDigit('64300000000000098');
const NOW = new Date('2026-01-15T13:00:00Z');

const CASES = [
  { name: 'energyprice: today + tomorrow, 15 min (192 periods)', url: () => '/api/v2/energyprice', samples: 300, session: false },
  {
    name: 'energyprice: today + tomorrow, hourly means, €/MWh VAT 0',
    url: () => '/api/v2/energyprice?resolution=HOUR&unit=MWH&vat=VAT_0',
    samples: 300,
    session: false,
  },
  {
    name: 'energyprice/cheapest: 3 h + 8 quarters, appliance',
    url: () => '/api/v2/energyprice/cheapest?hours=3&quarters=8&kwh=10',
    samples: 300,
    session: false,
  },
  {
    name: 'energyprice/user/…/location: all-in + weighted month',
    url: (userId) => `/api/v2/energyprice/user/${userId}/location/BENCH`,
    samples: 200,
    session: true,
  },
];

async function seed(db) {
  const user = await createTestUser(db, { email: 'bench@example.fi' });
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes, temperature_area)
     values ('BENCH', 'VARE', 'B1', $1, 'ELECTRICITY', 'Bench', 'Benchikatu 1', '00100', 'Helsinki', 'DetachedHouse', 15, 'HKI')`,
    [MP],
  );
  await db.query(`insert into location_access values ($1, 'BENCH', 'owner', 'FULL_ACCESS')`, [user.id]);
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, spot_margin_c_kwh, transfer_price_c_kwh,
       transfer_basic_fee_eur_month, tax_class, start_date)
     values ('BENCH-K', 'BENCH', 'ELECTRICITY_AND_NETWORK', 'Pörssi', 'SPOT', 0.49, 4.2, 5.9, 'I', '2024-01-01')`,
  );
  const from = localDayRangeUtc('2025-01-17').startUtc.toISOString();
  const to = localDayRangeUtc('2026-01-16').endUtc.toISOString();
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select g, 15, round((60 + 50 * sin(extract(epoch from g) / 43200.0))::numeric, 3)
       from generate_series($1::timestamptz, $2::timestamptz - interval '15 minutes', interval '15 minutes') g`,
    [from, to],
  );
  // This month's metering (the weighted price reads it): 15 days of quarters.
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, g, 15, round((0.2 + 0.15 * sin(extract(epoch from g) / 7200.0))::numeric, 4), 'measured'
       from generate_series($2::timestamptz, $3::timestamptz - interval '15 minutes', interval '15 minutes') g`,
    [MP, localDayRangeUtc('2026-01-01').startUtc.toISOString(), NOW.toISOString()],
  );
  const count = await db.query('select count(*)::int as n from spot_prices');
  return { userId: user.id, periods: count.rows[0].n };
}

async function measure(label, db) {
  await runMigrations(db, serverMigrations([marketPriceServerPlugin]));
  const { userId, periods } = await seed(db);
  // As autovacuum would within a minute of a load this size (see the consumption bench).
  if (label.startsWith('PostgreSQL')) await db.query('analyze spot_prices; analyze meter_readings; analyze contracts');
  const app = await buildServer({
    db,
    company: COMPANY,
    plugins: [marketPriceServerPlugin],
    clock: { now: () => NOW },
    devRoutes: false,
    logger: false,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    headers: { 'x-web-version': '0.1.0' },
    payload: { email: 'bench@example.fi', password: TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const rows = [];
  for (const testCase of CASES) {
    const headers = { 'x-web-version': '0.1.0', ...(testCase.session ? { cookie } : {}) };
    const call = () => app.inject({ method: 'GET', url: testCase.url(userId), headers });
    for (let i = 0; i < 20; i++) {
      const warm = await call();
      if (warm.statusCode !== 200) throw new Error(`${testCase.name}: ${warm.statusCode} ${warm.body}`);
    }
    const times = [];
    for (let i = 0; i < testCase.samples; i++) {
      const started = process.hrtime.bigint();
      await call();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    rows.push({
      engine: label,
      case: testCase.name,
      p50: percentile(times, 50).toFixed(1),
      p99: percentile(times, 99).toFixed(1),
      n: testCase.samples,
    });
    console.log(
      `${label.padEnd(22)} ${testCase.name.padEnd(58)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms  (${testCase.samples})`,
    );
  }
  await app.close();
  return { rows, periods };
}

async function main() {
  const results = await onEachEngine(measure);
  await appendToPerformanceDoc(
    'Market-price API',
    'Goal (issue 12): today + tomorrow at 15 minutes, API p99 ≤ 20 ms on PostgreSQL. See bench/market-price-api/run.mjs.',
    [
      `### Measured ${new Date().toISOString().slice(0, 10)} (Node ${process.versions.node}, ${results[0].periods} quarter-hour prices, 2 shared cores)`,
      '',
      'Command: `DATABASE_URL=postgres://… node --conditions=source --import tsx bench/market-price-api/run.mjs --append`',
      '',
      '| engine | request | p50 ms | p99 ms | requests |',
      '| --- | --- | ---: | ---: | ---: |',
      ...results.flatMap((r) => r.rows.map((row) => `| ${row.engine} | ${row.case} | ${row.p50} | ${row.p99} | ${row.n} |`)),
    ],
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
