/**
 * Monthly insight latency: one place-month's story (the month, the month before, the same month a
 * year ago, the 12 months before for the budget, a year of daily use and temperatures for the
 * temperature slope) from raw 15-minute intervals, and the running month's forecast. Two years of
 * quarters (70 000 readings), quarter prices and hourly temperatures, on the embedded database and
 * on PostgreSQL (DATABASE_URL, when set). Through the real server (app.inject), one at a time.
 *
 *   node --conditions=source --import tsx bench/insights/run.mjs [--append]
 *   DATABASE_URL=postgres://... node --conditions=source --import tsx bench/insights/run.mjs --append
 */
import { withGsrnCheckDigit } from '@portal/core/server';
import { buildServer } from '../../host/server/src/app.ts';
import { runMigrations } from '../../host/server/src/db/migrations.ts';
import { serverMigrations } from '../../host/server/src/serverMigrations.ts';
import { createTestUser, TEST_PASSWORD } from '../../host/server/src/testing/testUsers.ts';
import { monthlyInsightsServerPlugin } from '../../plugins/monthly-insights/src/server.ts';
import { appendToPerformanceDoc, onEachEngine, percentile } from '../support/engines.mjs';

const COMPANY = {
  code: 'VARE',
  pluginIds: ['monthly-insights'],
  flagDefaults: Object.fromEntries([monthlyInsightsServerPlugin].flatMap((p) => p.flags ?? []).map((f) => [f.key, true])),
};
const MP = withGsrnCheckDigit('64300000000000097');
const NOW = new Date('2026-01-15T10:00:00Z');
const FROM = '2023-12-31T22:00:00Z';

const CASES = [
  {
    name: 'pages: last month, 15-min data, both comparisons',
    url: (u) => `/api/v2/insights/user/${u}/location/BENCH/pages?month=2025-12`,
    samples: 30,
  },
  { name: 'forecast: running month', url: (u) => `/api/v2/insights/user/${u}/location/BENCH/forecast`, samples: 30 },
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
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, spot_margin_c_kwh, basic_fee_eur_month, transfer_price_c_kwh,
       transfer_basic_fee_eur_month, tax_class, start_date)
     values ('BENCH-K', 'BENCH', 'ELECTRICITY_AND_NETWORK', 'Pörssi', 'SPOT', 0.49, 3.9, 4.2, 5.9, 'I', '2023-01-01')`,
  );
  await db.query(
    `insert into outdoor_temperatures (area, start_utc, celsius)
     select 'HKI', g, round((4 - 13 * cos(2 * pi() * (extract(doy from g) - 20) / 365.0))::numeric, 2)
       from generate_series($1::timestamptz, $2::timestamptz, interval '1 hour') g`,
    [FROM, NOW.toISOString()],
  );
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select g, case when g < '2025-09-30T21:00:00Z' then 60 else 15 end, round((60 + 50 * sin(extract(epoch from g) / 43200.0))::numeric, 3)
       from generate_series($1::timestamptz, $2::timestamptz, interval '15 minutes') g
      where g >= '2025-09-30T21:00:00Z' or extract(minute from g) = 0`,
    [FROM, NOW.toISOString()],
  );
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, g, 15, round((0.2 + 0.15 * sin(extract(epoch from g) / 7200.0) + 0.1 * abs(cos(extract(epoch from g) / 3e6)))::numeric, 4), 'measured'
       from generate_series($2::timestamptz, $3::timestamptz - interval '15 minutes', interval '15 minutes') g`,
    [MP, FROM, '2026-01-14T22:00:00Z'],
  );
  const count = await db.query('select count(*)::int as n from meter_readings');
  return { userId: user.id, readings: count.rows[0].n };
}

async function measure(label, db) {
  await runMigrations(db, serverMigrations([monthlyInsightsServerPlugin]));
  const { userId, readings } = await seed(db);
  if (label.startsWith('PostgreSQL')) await db.query('analyze spot_prices; analyze meter_readings; analyze outdoor_temperatures');
  const app = await buildServer({
    db,
    company: COMPANY,
    plugins: [monthlyInsightsServerPlugin],
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
    if (process.env.INSIGHTS_TRACE && !testCase.samples) continue;
    const headers = { 'x-web-version': '0.1.0', cookie };
    const call = () => app.inject({ method: 'GET', url: testCase.url(userId), headers });
    for (let i = 0; i < 3; i++) {
      const warm = await call();
      if (warm.statusCode !== 200) throw new Error(`${testCase.name}: ${warm.statusCode} ${warm.body}`);
    }
    if (process.env.INSIGHTS_TRACE) {
      // Where one request's time goes: each SQL statement's share (the rest is the JS pricing).
      const original = db.query.bind(db);
      const spent = new Map();
      db.query = async (sql, params) => {
        const started = process.hrtime.bigint();
        try {
          return await original(sql, params);
        } finally {
          const key = (typeof sql === 'string' ? sql : (sql.text ?? sql.name ?? '?')).replace(/\s+/g, ' ').slice(0, 90);
          spent.set(key, (spent.get(key) ?? 0) + Number(process.hrtime.bigint() - started) / 1e6);
        }
      };
      const started = process.hrtime.bigint();
      await call();
      console.log(testCase.name, 'total', (Number(process.hrtime.bigint() - started) / 1e6).toFixed(0), 'ms');
      for (const [key, ms] of [...spent].sort((a, b) => b[1] - a[1])) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
      db.query = original;
      continue;
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
      p50: percentile(times, 50).toFixed(0),
      p99: percentile(times, 99).toFixed(0),
      n: testCase.samples,
    });
    console.log(
      `${label.padEnd(22)} ${testCase.name.padEnd(52)} p50 ${percentile(times, 50).toFixed(0).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(0).padStart(6)} ms  (${testCase.samples})`,
    );
  }
  await app.close();
  return { rows, readings };
}

async function main() {
  const results = await onEachEngine(measure);
  if (!process.argv.includes('--append')) return;
  await appendToPerformanceDoc(
    'Monthly insights',
    'One place-month computed from raw intervals on request (docs/insights.md). See bench/insights/run.mjs.',
    [
      `### Measured ${new Date().toISOString().slice(0, 10)} (Node ${process.versions.node}, ${results[0].readings} quarter-hour readings, 2 shared cores)`,
      '',
      'Command: `node --conditions=source --import tsx bench/insights/run.mjs --append` (add `DATABASE_URL=postgres://…` for PostgreSQL)',
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
