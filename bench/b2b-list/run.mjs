/**
 * B2B company place list latency (issue 15): a business customer with 5 000 places (labels, alerts,
 * last month's consumption in the monthly rollups, an energy contract each), listSummary page 1 of 20
 * sorted by every key both ways, page 100, and a search and a label filter, through the real server
 * (app.inject: routing, session, mode and company checks, validation, response schema), one request
 * at a time. The alerts plugin is mounted, so the alert counts come from its real tables.
 * Goal: p99 ≤ 50 ms on PostgreSQL.
 *
 *   node --conditions=source --import tsx bench/b2b-list/run.mjs [--append]
 *   DATABASE_URL=postgres://... node --conditions=source --import tsx bench/b2b-list/run.mjs --append
 *
 * With DATABASE_URL the bench also runs on PostgreSQL in its own schema (created and dropped).
 * --append adds the figures to docs/performance.md under "B2B place list".
 */
import { composeFlagCatalogue, withGsrnCheckDigit } from '@portal/core/server';
import { buildServer } from '../../host/server/src/app.ts';
import { runMigrations } from '../../host/server/src/db/migrations.ts';
import { serverMigrations } from '../../host/server/src/serverMigrations.ts';
import { createTestUser, TEST_PASSWORD } from '../../host/server/src/testing/testUsers.ts';
import { alertsServerPlugin } from '../../plugins/alerts/src/server.ts';
import { b2bServerPlugin } from '../../plugins/b2b/src/server.ts';
import { LOCATIONS_FLAGS } from '../../plugins/locations/src/contract/flags.ts';
import { appendToPerformanceDoc, onEachEngine, percentile } from '../support/engines.mjs';

const PLACES = Number(process.env.BENCH_B2B_PLACES ?? 5_000);
const SAMPLES = Number(process.env.BENCH_B2B_SAMPLES ?? 100);
const CODE = '1509999';
const PLUGINS = [alertsServerPlugin, b2bServerPlugin];
// b2b gates on the locations plugin's flag; the bench mounts only alerts and b2b, so it lends that flag.
const FLAG_CATALOGUE = composeFlagCatalogue([alertsServerPlugin, b2bServerPlugin, { id: 'locations', flags: LOCATIONS_FLAGS }]);
const COMPANY = {
  code: 'VARE',
  pluginIds: ['alerts', 'b2b'],
  flagCatalogue: FLAG_CATALOGUE,
  flagDefaults: Object.fromEntries(FLAG_CATALOGUE.map((f) => [f.key, true])),
};
const NOW = new Date('2026-01-15T10:00:00Z'); // "last month" is 12/2025
const SORTS = ['address', 'alertsTriggered', 'alertsEnabled', 'name', 'company', 'labels', 'contentOrder'];

async function seed(db) {
  const user = await createTestUser(db, { email: 'bench-b2b@example.fi', uiMode: 'B2B' });
  await db.query(
    `insert into customerships (user_id, company, customer_code, customer_type, business_name) values ($1, 'VARE', $2, 'B2B', 'Bench Oy')`,
    [user.id, CODE],
  );
  const ids = Array.from({ length: PLACES }, (_, i) => `BB-${String(i).padStart(5, '0')}`);
  const meters = ids.map((_, i) => withGsrnCheckDigit(`6430880${String(i).padStart(10, '0')}`));
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name, street_address,
       postal_code, city, building_type, company_reference_id, resolution_minutes)
     select id, 'VARE', $3, mp, 'ELECTRICITY', 'Kohde ' || ((n * 7919) % 100000), 'Katu ' || ((n * 104729) % 9973),
            lpad(((n * 31) % 99999)::text, 5, '0'), 'Kaupunki ' || (n % 40), 'CompanyBuilding',
            case when n % 9 = 0 then null else 'KP' || ((n * 613) % 7919) end, 15
       from unnest($1::text[], $2::text[]) with ordinality as u(id, mp, n)`,
    [ids, meters, CODE],
  );
  await db.query(
    `insert into location_access (user_id, location_identifier, relation, access_right) select $1, id, 'owner', 'FULL_ACCESS' from unnest($2::text[]) id`,
    [user.id, ids],
  );
  await db.query(
    `insert into content_order (user_id, location_identifier, position) select $1, id, (n * 37) % $3 from unnest($2::text[]) with ordinality as u(id, n)`,
    [user.id, ids, PLACES],
  );
  const labels = ['Helsinki', 'Tampere', 'Vaasa', 'Koulut', 'Päiväkodit', 'Kirjastot', 'Energiakatselmus 2026'];
  await db.query(
    `insert into location_labels (location_identifier, company, label)
     select id, 'VARE', ($2::text[])[1 + (n % 7)] from unnest($1::text[]) with ordinality as u(id, n)
     union all
     select id, 'VARE', ($2::text[])[1 + ((n * 3 + 1) % 7)] from unnest($1::text[]) with ordinality as u(id, n) where n % 3 = 0 and (n * 3 + 1) % 7 <> n % 7`,
    [ids, labels],
  );
  await db.query(
    `insert into alert_consumption (user_id, location_identifier, active, top_threshold_kwh, bottom_threshold_kwh, updated_at)
     select $1, id, true, 100, null, $3 from unnest($2::text[]) with ordinality as u(id, n) where n % 4 = 0`,
    [user.id, ids, NOW.toISOString()],
  );
  // The rollups as the ingest leaves them: a month of 31 days per place (the raw rows are not read by the list).
  await db.query(
    `insert into consumption_monthly_rollups (location_identifier, month, energy_kwh, interval_count)
     select id, '2025-12-01', 1000 + (n * 37) % 5000, 2976 from unnest($1::text[]) with ordinality as u(id, n)`,
    [ids],
  );
  await db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, spot_margin_c_kwh, basic_fee_eur_month, start_date)
     select 'K-' || id, id, 'ELECTRICITY', 'Yritys', case when n % 2 = 0 then 'FIXED' else 'SPOT' end,
            case when n % 2 = 0 then 9.5 end, case when n % 2 = 1 then 0.45 end, 12.5, '2025-01-01'
       from unnest($1::text[]) with ordinality as u(id, n)`,
    [ids],
  );
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh)
     select g, 60, round((60 + 50 * sin(extract(epoch from g) / 43200.0))::numeric, 3)
       from generate_series('2025-11-30T22:00:00Z'::timestamptz, '2025-12-31T21:00:00Z', interval '1 hour') g`,
  );
  return user.id;
}

async function measure(label, db) {
  // BENCH_B2B_ONLY_POSTGRES=1: skip the embedded run (e.g. while tuning against PostgreSQL).
  if (process.env.BENCH_B2B_ONLY_POSTGRES && !label.startsWith('PostgreSQL')) return [];
  await runMigrations(db, serverMigrations(PLUGINS));
  const userId = await seed(db);
  // PostgreSQL's autovacuum analyzes a load this size within a minute; PGlite has none (BENCH_B2B_ANALYZE=1 does it there too).
  if (label.startsWith('PostgreSQL') || process.env.BENCH_B2B_ANALYZE) await db.query('analyze');
  const app = await buildServer({ db, company: COMPANY, plugins: PLUGINS, clock: { now: () => NOW }, devRoutes: false, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    headers: { 'x-web-version': '0.1.0' },
    payload: { email: 'bench-b2b@example.fi', password: TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const base = `/api/v2/b2b/company/${CODE}/servicelocation/user/${userId}/listSummary`;
  const cases = [
    ...SORTS.flatMap((sort) =>
      ['asc', 'desc'].map((direction) => ({ name: `sort ${sort} ${direction}, page 1`, query: `sort=${sort}&direction=${direction}&page=1` })),
    ),
    { name: 'sort name asc, page 100', query: 'sort=name&direction=asc&page=100' },
    { name: 'search "katu 1", sort address', query: 'search=katu%201&sort=address' },
    { name: 'label Koulut, sort labels desc', query: 'label=Koulut&sort=labels&direction=desc' },
  ];
  const rows = [];
  for (const testCase of cases) {
    const call = () => app.inject({ method: 'GET', url: `${base}?${testCase.query}`, headers: { cookie, 'x-web-version': '0.1.0' } });
    const warm = await call();
    if (warm.statusCode !== 200) throw new Error(`${testCase.name}: ${warm.statusCode} ${warm.body}`);
    const body = warm.json();
    const times = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = process.hrtime.bigint();
      await call();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const row = {
      engine: label,
      case: testCase.name,
      places: body.totals.places,
      shown: body.places.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
    };
    rows.push(row);
    console.log(
      `${label.padEnd(20)} ${testCase.name.padEnd(40)} ${String(row.places).padStart(5)} places  p50 ${row.p50.toFixed(1).padStart(6)} ms  p99 ${row.p99.toFixed(1).padStart(6)} ms`,
    );
  }
  await app.close();
  return rows;
}

async function main() {
  const results = (await onEachEngine(measure)).flat();
  await appendToPerformanceDoc(
    'B2B place list',
    'See bench/b2b-list/run.mjs for what is measured: GET listSummary (one page of 20 with the totals of the whole filtered list, consumption from the monthly rollups, alert counts from the alerts plugin) over one business customer with 5 000 places, through the real server. Goal (issue 15): p99 ≤ 50 ms on PostgreSQL for every sort key.',
    [
      `### Measured ${new Date().toISOString().slice(0, 10)} (Node ${process.versions.node}, ${PLACES} places, ${SAMPLES} requests each, 2 shared cores)`,
      '',
      `Command: \`${process.env.DATABASE_URL ? 'DATABASE_URL=postgres://… ' : ''}node --conditions=source --import tsx bench/b2b-list/run.mjs --append\``,
      '',
      '| engine | request | places | p50 ms | p99 ms |',
      '| --- | --- | ---: | ---: | ---: |',
      ...results.map((row) => `| ${row.engine} | ${row.case} | ${row.places} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} |`),
    ],
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
