/**
 * Consumption API latency: one metering point with a year of 15-minute data (35 040 intervals, 2025)
 * and hourly spot prices, on the embedded database and on PostgreSQL (DATABASE_URL, when set).
 * Requests go through the real server (app.inject: routing, session, access, validation, response
 * schema) one at a time, so the figures are per-request latency, not throughput.
 *
 *   node --conditions=source --import tsx bench/consumption-api/run.mjs [--append]
 *   DATABASE_URL=postgres://... node --conditions=source --import tsx bench/consumption-api/run.mjs
 *
 * With DATABASE_URL the bench works in its own schema (created and dropped). --append adds the
 * figures to docs/performance.md under "Consumption API".
 */
import { localDayRangeUtc } from '@portal/core/server';
import { buildServer } from '../../host/server/src/app.ts';
import { runMigrations } from '../../host/server/src/db/migrations.ts';
import { withGsrnCheckDigit } from '../../host/server/src/domain/gsrn.ts';
import { serverMigrations } from '../../host/server/src/serverMigrations.ts';
import { createTestUser, TEST_PASSWORD } from '../../host/server/src/testing/testUsers.ts';
import { consumptionServerPlugin } from '../../plugins/consumption/src/server.ts';
import { appendToPerformanceDoc, onEachEngine, percentile } from '../support/engines.mjs';

const COMPANY = {
  code: 'VARE',
  pluginIds: ['consumption'],
  flagDefaults: Object.fromEntries([consumptionServerPlugin].flatMap((p) => p.flags ?? []).map((f) => [f.key, true])),
};
const MP = withGsrnCheckDigit('64300000000000099');

const CASES = [
  { name: 'year (12 months), kWh', query: 'mode=year&start=2025-06-01', samples: 60 },
  { name: 'year (12 months), EUR spot + VAT', query: 'mode=year&start=2025-06-01&unit=EUR', samples: 20 },
  { name: 'year at hour resolution, kWh, reduced to 800', query: 'mode=year&start=2025-06-01&resolution=hour', samples: 20 },
  { name: 'dayQuarterly (96 points), kWh', query: 'mode=dayQuarterly&start=2025-06-11', samples: 200 },
  { name: 'dayQuarterly, EUR + market price overlay', query: 'mode=dayQuarterly&start=2025-06-11&unit=EUR&overlays=marketPrice', samples: 200 },
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
  // The place's own consumption feature (requirements §5): without it the route answers 404.
  await db.query(`insert into location_features (location_identifier, feature, enabled, read_only) values ('BENCH', 'consumption', true, true)`);
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, spot_margin_c_kwh, start_date)
     values ('BENCH-K', 'BENCH', 'ELECTRICITY', 'Pörssi', 'SPOT', 0.49, '2024-01-01')`,
  );
  const from = localDayRangeUtc('2025-01-01').startUtc.toISOString();
  const to = localDayRangeUtc('2025-12-31').endUtc.toISOString();
  // Deterministic load and price shapes; the values do not matter, the row counts do.
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, g, 15, round((0.2 + 0.15 * sin(extract(epoch from g) / 7200.0) + 0.05 * cos(extract(epoch from g) / 86400.0))::numeric, 4),
            case when extract(epoch from g)::bigint % 997 = 0 then 'estimated' else 'measured' end
       from generate_series($2::timestamptz, $3::timestamptz - interval '15 minutes', interval '15 minutes') g`,
    [MP, from, to],
  );
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select g, 60, round((60 + 50 * sin(extract(epoch from g) / 43200.0))::numeric, 3)
       from generate_series($1::timestamptz, $2::timestamptz - interval '1 hour', interval '1 hour') g`,
    [new Date(Date.parse(from) - 3_600_000).toISOString(), to],
  );
  const count = await db.query('select count(*)::int as n from meter_readings');
  return { userId: user.id, intervals: count.rows[0].n };
}

/**
 * On PostgreSQL, autovacuum analyzes a table within about a minute of a load this size; the bench
 * does it at once rather than time plans made for empty tables (a nested loop over the primary keys
 * instead of hash joins: measured about 160 ms instead of about 60 ms for a year in euros). PGlite
 * has no autovacuum, so the embedded figures are left as a fresh load gives them.
 */
async function analyzeLikeAutovacuum(db, label) {
  if (label.startsWith('PostgreSQL')) await db.query('analyze meter_readings; analyze spot_prices; analyze contracts');
}

async function measure(label, db) {
  await runMigrations(db, serverMigrations([consumptionServerPlugin]));
  const { userId, intervals } = await seed(db);
  await analyzeLikeAutovacuum(db, label);
  const app = await buildServer({
    db,
    company: COMPANY,
    plugins: [consumptionServerPlugin],
    clock: { now: () => new Date('2026-01-15T10:00:00Z') },
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
    const url = `/api/v2/consumption/user/${userId}/location/BENCH/electricity/timeseries?${testCase.query}`;
    const call = () => app.inject({ method: 'GET', url, headers: { cookie, 'x-web-version': '0.1.0' } });
    const warm = await call();
    if (warm.statusCode !== 200) throw new Error(`${testCase.name}: ${warm.statusCode} ${warm.body}`);
    const body = warm.json();
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
      points: `${body.points.length}${body.reduced ? ` of ${body.fullPointCount}` : ''}`,
      p50: percentile(times, 50).toFixed(1),
      p99: percentile(times, 99).toFixed(1),
      n: testCase.samples,
    });
    console.log(
      `${label.padEnd(22)} ${testCase.name.padEnd(46)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms  (${testCase.samples} requests)`,
    );
  }
  await app.close();
  return { rows, intervals };
}

async function main() {
  const results = await onEachEngine(measure);
  await appendToPerformanceDoc('Consumption API', 'See bench/consumption-api/run.mjs for what is measured.', [
    `### Measured ${new Date().toISOString().slice(0, 10)} (Node ${process.versions.node}, ${results[0].intervals} intervals of one metering point, 2 shared cores)`,
    '',
    'Command: `DATABASE_URL=postgres://portal@127.0.0.1:55433/<db> node --conditions=source --import tsx bench/consumption-api/run.mjs --append`',
    '',
    '| engine | request | points returned | p50 ms | p99 ms | requests |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...results.flatMap((r) => r.rows.map((row) => `| ${row.engine} | ${row.case} | ${row.points} | ${row.p50} | ${row.p99} | ${row.n} |`)),
  ]);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
