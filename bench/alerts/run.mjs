/**
 * Alert evaluation at scale: 100 000 consumption alert subscriptions (10 000 electricity places with a
 * day of hourly readings, 10 people subscribed to each) and 100 000 price-limit subscriptions, each
 * evaluated by the alerts plugin's job as the real server runs it (the job runner claims the job
 * queued by the domain event, the job queries and notifies). One place in ten crosses its threshold,
 * so 10 000 notifications are written per evaluation (inbox message + e-mail and push delivery rows).
 * The clock is at night, so delivery waits for 7:00 and is not in the figure.
 *
 *   npm run bench:alerts [-- --append]
 *   DATABASE_URL=postgres://... npm run bench:alerts -- --append
 *
 * With DATABASE_URL the bench also runs on PostgreSQL in its own schema (created and dropped).
 * --append adds the figures to docs/performance.md under "Alerts".
 */
import { localDayRangeUtc, withGsrnCheckDigit } from '@portal/core/server';
import { buildServer } from '../../host/server/src/app.ts';
import { runMigrations } from '../../host/server/src/db/migrations.ts';
import { jobRunnerOf } from '../../host/server/src/jobs/appJobRunner.ts';
import { createJobQueue } from '../../host/server/src/jobs/jobQueue.ts';
import { serverMigrations } from '../../host/server/src/serverMigrations.ts';
import { alertsServerPlugin } from '../../plugins/alerts/src/server.ts';
import { consumptionHits } from '../../plugins/alerts/src/server/jobs/evaluateConsumption.ts';
import { appendToPerformanceDoc, onEachEngine } from '../support/engines.mjs';

// BENCH_ALERT_PLACES makes a quick, smaller run (the documented figures use the default).
const PLACES = Number(process.env.BENCH_ALERT_PLACES ?? 10_000);
const PER_PLACE = 10;
const USERS = PLACES * PER_PLACE;
const DAY = '2026-01-15';
const PRICE_DAY = '2026-01-17';
const NOW = new Date('2026-01-16T00:30:00Z'); // 02:30 in Helsinki: deliveries wait for 7:00
const COMPANY = {
  code: 'VARE',
  pluginIds: ['alerts'],
  flagDefaults: Object.fromEntries([alertsServerPlugin].flatMap((p) => p.flags ?? []).map((f) => [f.key, true])),
};

const meter = (i) => withGsrnCheckDigit(`6430990${String(i).padStart(10, '0')}`);

const step = (text) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${text}`);

async function seed(db) {
  const ids = Array.from({ length: PLACES }, (_, i) => `B-${i}`);
  const meters = ids.map((_, i) => meter(i));
  await db.query(
    `insert into users (id, email, name, verified) select 'bench-' || g, 'u' || g || '@bench.example', 'Bench ' || g, true
       from generate_series(0, $1::int - 1) g`,
    [USERS],
  );
  step('users');
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name, street_address,
       postal_code, city, building_type, resolution_minutes, temperature_area)
     select id, 'VARE', 'B', mp, 'ELECTRICITY', 'Paikka ' || id, 'Benchikatu 1', '00100', 'Helsinki', 'DetachedHouse', 60, 'HKI'
       from unnest($1::text[], $2::text[]) as u(id, mp)`,
    [ids, meters],
  );
  await db.query(
    `insert into location_features (location_identifier, feature, enabled, read_only) select id, 'consumptionAlert', true, false from unnest($1::text[]) id`,
    [ids],
  );
  step('places');
  // User g sees place g % PLACES and subscribes to it: 10 subscribers per place.
  await db.query(
    `insert into location_access (user_id, location_identifier, relation, access_right)
     select 'bench-' || g, 'B-' || (g % $2::int), 'owner', 'FULL_ACCESS' from generate_series(0, $1::int - 1) g`,
    [USERS, PLACES],
  );
  step('access');
  // 24 kWh a day everywhere; a tenth of the places have a top threshold of 20 kWh (they alert), the rest 30.
  await db.query(
    `insert into alert_consumption (user_id, location_identifier, active, top_threshold_kwh, bottom_threshold_kwh, updated_at)
     select 'bench-' || g, 'B-' || (g % $2::int), true, case when (g % $2::int) % 10 = 0 then 20 else 30 end, null, $3
       from generate_series(0, $1::int - 1) g`,
    [USERS, PLACES, NOW.toISOString()],
  );
  step('consumption subscriptions');
  const { startUtc } = localDayRangeUtc(DAY);
  await db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select mp, $2::timestamptz + (h || ' hours')::interval, 60, 1, 'measured' from unnest($1::text[]) mp, generate_series(0, 23) h`,
    [meters, startUtc.toISOString()],
  );
  step('readings');
  // Price limits: 100 €/MWh all day is 12,55 c/kWh with VAT; a tenth have a 10 c/kWh limit.
  await db.query(
    `insert into alert_energy_price (id, user_id, active, threshold_c_kwh, bottom_threshold_c_kwh, updated_at)
     select 'p-' || g, 'bench-' || g, true, case when g % 10 = 0 then 10 else 50 end, null, $2 from generate_series(0, $1::int - 1) g`,
    [USERS, NOW.toISOString()],
  );
  await db.query(
    `insert into spot_prices (start_utc, minutes, eur_mwh) select $1::timestamptz + (h || ' hours')::interval, 60, 100 from generate_series(0, 23) h`,
    [localDayRangeUtc(PRICE_DAY).startUtc.toISOString()],
  );
  step('price subscriptions and prices');
  return meters;
}

async function timed(label, app, publish) {
  await publish();
  step(`${label}: running the job`);
  const started = process.hrtime.bigint();
  const runs = await jobRunnerOf(app).runDue();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const failed = runs.filter((run) => run.outcome !== 'completed');
  if (failed.length) throw new Error(`${label}: ${JSON.stringify(failed)}`);
  return { ms, jobs: runs.map((run) => run.name).join(', ') };
}

async function measure(label, db) {
  await runMigrations(db, serverMigrations([alertsServerPlugin]));
  const seedStarted = Date.now();
  const meters = await seed(db);
  if (label.startsWith('PostgreSQL')) await db.query('analyze');
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const clock = { now: () => NOW };
  const app = await buildServer({ db, company: COMPANY, plugins: [alertsServerPlugin], clock, devRoutes: false, logger: false });
  await app.ready();
  const queue = createJobQueue({ db, plugins: [alertsServerPlugin], now: clock.now });
  const count = async (kind) => (await db.query('select count(*)::int as n from portal_messages where kind = $1', [kind])).rows[0].n;

  // Deciding who is alerted, without notifying: the two evaluation queries alone.
  const payload = { meteringPoints: meters.map((meteringPointId) => ({ meteringPointId, days: [DAY] })) };
  const queryStarted = process.hrtime.bigint();
  const hits = await consumptionHits({ db, now: clock.now }, payload);
  const queryMs = Number(process.hrtime.bigint() - queryStarted) / 1e6;
  const consumption = await timed('consumption', app, () =>
    queue.publish('metering.readings-loaded', { meteringPoints: meters.map((meteringPointId) => ({ meteringPointId, days: [DAY] })) }),
  );
  const consumptionAlerts = await count('alerts.consumption');
  const prices = await timed('prices', app, () => queue.publish('market.spot-prices-loaded', { days: [PRICE_DAY] }));
  const priceAlerts = await count('alerts.price-limit');
  // The same event again: every notification is already recorded, nothing new is written.
  const again = await timed('consumption again', app, () =>
    queue.publish('metering.readings-loaded', { meteringPoints: meters.map((meteringPointId) => ({ meteringPointId, days: [DAY] })) }),
  );
  await app.close();
  const rows = [
    { engine: label, what: `consumption alerts, ${USERS} subscriptions: the evaluation queries only`, notified: hits.length, ms: queryMs },
    { engine: label, what: `consumption alerts, ${USERS} subscriptions on ${PLACES} places`, notified: consumptionAlerts, ms: consumption.ms },
    { engine: label, what: `price limits, ${USERS} subscriptions`, notified: priceAlerts, ms: prices.ms },
    { engine: label, what: 'consumption alerts again (all already notified)', notified: 0, ms: again.ms },
  ];
  for (const row of rows)
    console.log(
      `${row.engine.padEnd(20)} ${row.what.padEnd(62)} ${String(row.notified).padStart(6)} notified  ${(row.ms / 1000).toFixed(2).padStart(7)} s`,
    );
  console.log(`${label.padEnd(20)} (seeding took ${seedSeconds.toFixed(1)} s)`);
  if (consumptionAlerts !== USERS / 10 || priceAlerts !== USERS / 10) throw new Error('unexpected notification count');
  return rows;
}

async function main() {
  const results = (await onEachEngine(measure)).flat();
  await appendToPerformanceDoc(
    'Alerts',
    'See bench/alerts/run.mjs for what is measured: the evaluation job as the runner runs it, including writing each notification (inbox message and delivery rows); delivery itself waits for 7:00 and is not included.',
    [
      `### Measured ${new Date().toISOString().slice(0, 10)} (Node ${process.versions.node}, 2 shared cores)`,
      '',
      `Command: \`${process.env.DATABASE_URL ? 'DATABASE_URL=postgres://… ' : ''}npm run bench:alerts -- --append\``,
      '',
      '| engine | evaluation | notified | seconds |',
      '| --- | --- | ---: | ---: |',
      ...results.map((row) => `| ${row.engine} | ${row.what} | ${row.notified} | ${(row.ms / 1000).toFixed(2)} |`),
    ],
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
