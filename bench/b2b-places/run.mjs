/**
 * A composite of 1 000 places, year view (issue 15: p99 ≤ 300 ms on PGlite and PostgreSQL). Measures
 * what the graph route's handler does against the database: the composite and its members resolved
 * for the caller (requireCompanyLocation) and the year summed from the monthly rollups (loadGraph),
 * 200 times after 10 warm-ups. HTTP and the session check are not in the figure (bench/api has those).
 * The places get a year of daily and monthly rollups (what a year of 15-minute readings rolls up to);
 * a year of raw quarters for 1 000 places (35 million rows) is not needed by this view and not seeded.
 *
 *   node --conditions=source --import tsx bench/b2b-places/run.mjs [--append]
 *   DATABASE_URL=postgres://... node --conditions=source --import tsx bench/b2b-places/run.mjs --append
 */
import { withGsrnCheckDigit } from '@portal/core/server';
import { runMigrations } from '../../host/server/src/db/migrations.ts';
import { serverMigrations } from '../../host/server/src/serverMigrations.ts';
import { b2bServerPlugin } from '../../plugins/b2b/src/server.ts';
import { requireCompanyLocation } from '../../plugins/b2b/src/server/place/companyLocation.ts';
import { loadGraph } from '../../plugins/b2b/src/server/place/loadGraph.ts';
import { createLocationAccess } from '../../host/server/src/domain/locationAccess.ts';
import { appendToPerformanceDoc, onEachEngine, percentile } from '../support/engines.mjs';

const PLACES = Number(process.env.BENCH_COMPOSITE_PLACES ?? 1000);
const RUNS = 200;
const COMPOSITE = 'VARE-1500001-K-BENCH';
const NOW = new Date('2026-01-10T10:00:00Z');

async function seed(db) {
  await db.query(`insert into users (id, email, name, verified) values ('bench-main', 'main@bench.example', 'Bench', true)`);
  await db.query(`insert into customerships (user_id, company, customer_code, customer_type) values ('bench-main', 'VARE', '1500001', 'B2B')`);
  await db.query(
    `insert into composite_locations (composite_location_identifier, company, customer_code, name) values ($1, 'VARE', '1500001', 'Bench')`,
    [COMPOSITE],
  );
  const ids = Array.from({ length: PLACES }, (_, i) => `BP-${i}`);
  const meters = ids.map((_, i) => withGsrnCheckDigit(`6430991${String(i).padStart(10, '0')}`));
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name, street_address,
       postal_code, city, building_type, resolution_minutes, composite_location_identifier)
     select id, 'VARE', '1500001', mp, 'ELECTRICITY', 'Paikka ' || id, 'Benchikatu 1', '00100', 'Helsinki', 'CompanyBuilding', 15, $3
       from unnest($1::text[], $2::text[]) as u(id, mp)`,
    [ids, meters, COMPOSITE],
  );
  await db.query(
    `insert into location_access (user_id, location_identifier, relation, access_right) select 'bench-main', id, 'owner', 'FULL_ACCESS' from unnest($1::text[]) id`,
    [ids],
  );
  await db.query(
    `insert into consumption_daily_rollups (location_identifier, day, energy_kwh, interval_count)
     select id, d::date, 100 + (hashtext(id || d::text) % 50), 96 from unnest($1::text[]) id, generate_series('2025-01-01'::date, '2025-12-31'::date, interval '1 day') d`,
    [ids],
  );
  await db.query(
    `insert into consumption_monthly_rollups (location_identifier, month, energy_kwh, interval_count)
     select location_identifier, date_trunc('month', day)::date, sum(energy_kwh), sum(interval_count)::int from consumption_daily_rollups group by 1, 2`,
  );
  await db.query('analyze');
}

const results = await onEachEngine(async (label, db) => {
  await runMigrations(db, serverMigrations([b2bServerPlugin]), { info: () => undefined });
  await seed(db);
  const context = { db, company: 'VARE', access: createLocationAccess(db), now: () => NOW };
  const user = { id: 'bench-main' };
  const scope = { company: 'VARE', customerCode: '1500001', isMainUser: true };
  const once = async () => {
    const location = await requireCompanyLocation(context, user, scope, COMPOSITE, 'read');
    return loadGraph(db, location, { mode: 'year', date: '2025-06-01', resolution: 'PT1H' }, NOW);
  };
  for (let i = 0; i < 10; i += 1) await once();
  const times = [];
  let total = '';
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    total = (await once()).totalKwh;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const line = `- ${label}: composite of ${PLACES} places, year view: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${RUNS} runs; Σ ${total} kWh)`;
  console.log(line);
  return line;
});

await appendToPerformanceDoc(
  'B2B composite year view',
  'Issue 15: a composite of 1 000 places, year view, p99 ≤ 300 ms. `node --conditions=source --import tsx bench/b2b-places/run.mjs --append` (with DATABASE_URL also on PostgreSQL). Handler database work only (composite and members resolved, year summed from the monthly rollups).',
  [`${new Date().toISOString().slice(0, 10)}:`, ...results],
);
