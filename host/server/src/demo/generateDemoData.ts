import { rebuildConsumptionRollups } from '@portal/domain/server';
import { type Queryable } from '@portal/core/server';
import { buildCalendar } from './calendar';
import { demoCatalog } from './catalog';
import { writeDemoCustomers } from './demoCustomers';
import { DEMO_PASSWORD } from './demoUsers';
import { demoPeriod, type DemoPeriod } from './period';
import { generateSpotPrices } from './spotPrices';
import { generateTemperatures, nationalMean } from './weather';
import { demoUserIds, writeCatalog } from './writeCatalog';
import { writeSpotPrices, writeTemperatures } from './writeMarket';
import { writePlaceSeries } from './writeSeries';

export { DEMO_PASSWORD } from './demoUsers';

/** The fixed seed of the shipped demo data set. */
export const DEMO_SEED = 20_260_101;

export interface DemoDataOptions {
  readonly seed: number;
  /** "Now" of the data set: metering runs to the end of the previous local day. */
  readonly today: Date;
  /** The server's password hasher (host/server/src/auth/password.ts); called once. */
  readonly hashPassword: (password: string) => Promise<string>;
  /** Days of history; two calendar years when omitted. Tests use a few days. */
  readonly days?: number;
}

export interface DemoDataSummary {
  readonly period: DemoPeriod;
  readonly rows: Readonly<Record<string, number>>;
  readonly users: ReadonlyMap<string, string>;
}

/**
 * Writes the whole demo data set into an empty schema (core + domain migrations applied). Everything
 * but the password hash is a pure function of (seed, today, days): the same inputs give the same rows.
 * Run it inside one transaction (seedDemoDataIfEmpty does).
 */
export async function generateDemoData(tx: Queryable, options: DemoDataOptions): Promise<DemoDataSummary> {
  const { seed } = options;
  const period = demoPeriod(options.today, options.days);
  const rows: Record<string, number> = {};
  const add = (counts: Record<string, number>) => {
    for (const [table, count] of Object.entries(counts)) rows[table] = (rows[table] ?? 0) + count;
  };

  const catalog = demoCatalog();
  const users = demoUserIds(seed, catalog);
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  await writeCatalog(tx, catalog, users, passwordHash);
  await writeDemoCustomers(tx);

  // Weather and prices run to the end of the price horizon; metering to the end of yesterday.
  const priceHours = buildCalendar(period.startUtc, period.pricesEndUtc, 60);
  const temperatures = generateTemperatures(seed, priceHours);
  const meteringHours = Math.round((period.meteringEndUtc.getTime() - period.startUtc.getTime()) / 3_600_000);
  add({ outdoor_temperatures: await writeTemperatures(tx, period.startUtc, temperatures, meteringHours) });
  add({ spot_prices: await writeSpotPrices(tx, generateSpotPrices(seed, priceHours, nationalMean(temperatures, priceHours.count))) });

  const context = {
    seed,
    calendars: {
      15: buildCalendar(period.startUtc, period.meteringEndUtc, 15),
      60: buildCalendar(period.startUtc, period.meteringEndUtc, 60),
    },
    temperatures,
    placesById: new Map(catalog.places.map((p) => [p.locationIdentifier, p])),
  };
  for (const place of catalog.places) add(await writePlaceSeries(tx, context, place));
  // The series are written in bulk, not through an ingest, so their day and month rollups are built here once.
  await rebuildConsumptionRollups(tx);
  return { period, rows, users };
}
