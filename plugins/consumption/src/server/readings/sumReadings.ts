import { hashString, type EnergyQuantity, type UtcRange } from '@portal/domain';
import { preparedSql, registerCache, type PreparedSql, type Queryable } from '@portal/core/server';
import type { ReadingSource } from './readingSource';
import { SPOT_PRICE_UNITS_SQL, spotPriceSql, UTC_ORIGIN, type SpotPriceUnits } from './spotPriceSql';

/**
 * How readings are grouped before they leave the database:
 * - `segments`: consecutive UTC ranges starting at `startsUtc` (local days or calendar buckets, made
 *   DST-exact in JS) and ending at the range's end; a row's `group` is the 1-based segment index.
 * - `bins`: UTC-aligned quarters or hours (a Helsinki hour is a UTC hour, its offset being whole
 *   hours); a row's `group` is the bin's start in ms.
 */
export type ReadingGrouping =
  { readonly kind: 'segments'; readonly startsUtc: readonly Date[] } | { readonly kind: 'bins'; readonly minutes: 15 | 60 };

/** One group's exact sums, as integers in the pricing engine's units. */
export interface ReadingSums {
  readonly group: number;
  /** Σ kWh of present intervals, 1/10 000 kWh. */
  readonly kwh: EnergyQuantity;
  readonly presentIntervals: number;
  readonly presentMinutes: number;
  readonly estimatedMinutes: number;
  /** Present intervals that have a spot price. */
  readonly spotIntervals: number;
  /** Their Σ kWh, 1/10 000 kWh. */
  readonly spotKwh: EnergyQuantity;
  /** Their Σ kWh × spot price: 1/10 000 kWh × 1/10 000 c/kWh, the scale of energy × price. */
  readonly spotCost: bigint;
}

interface Row {
  grp: number | string;
  kwh: string;
  present_intervals: number;
  present_minutes: number;
  estimated_minutes: number;
  spot_intervals?: number;
  spot_kwh?: string;
  spot_cost?: string;
}

/**
 * The summing query without spot joins as a prepared statement, one per variant of its text (grouping
 * kind, reading table: a handful), named after the text. The front page's summary runs seven of
 * these per request, and PostgreSQL's log had parsing and planning them (bind) at more time than
 * running them (docs/performance.md, Load).
 */
const preparedVariants = new Map<string, PreparedSql>();
// Keys are the statements' names (the SQL text is long); dropping one only costs its next use a
// Map lookup and the same name again, so developers may clear it.
registerCache({
  name: 'consumption-sum-statements',
  description: "The consumption sums' prepared statement per query variant (statement name → SQL text).",
  keys: () => [...preparedVariants.values()].map((prepared) => prepared.name).sort(),
  read: (key) => [...preparedVariants.values()].find((prepared) => prepared.name === key)?.text,
  delete(key) {
    const entry = [...preparedVariants.entries()].find(([, prepared]) => prepared.name === key);
    return entry ? preparedVariants.delete(entry[0]) : false;
  },
});
function preparedVariant(text: string): PreparedSql {
  let prepared = preparedVariants.get(text);
  if (!prepared) {
    prepared = preparedSql(`sum_readings_${hashString(text).toString(36)}_${text.length}`, text);
    preparedVariants.set(text, prepared);
  }
  return prepared;
}

function groupSql(grouping: ReadingGrouping): { inner: string; outer: string } {
  if (grouping.kind === 'segments') return { inner: 'width_bucket(r.start_utc, $4::timestamptz[])', outer: 'grp' };
  const step = grouping.minutes === 15 ? `interval '15 minutes'` : `interval '1 hour'`;
  // The epoch is taken once per group, not once per reading.
  return { inner: `date_bin(${step}, r.start_utc, ${UTC_ORIGIN})`, outer: '(extract(epoch from grp) * 1000)::int8' };
}

// kWh numeric(14,4) × 10 000 and kWh × €/MWh numeric(10,3) × 10 000 000 are whole numbers: 1/10 000
// kWh and 1/10 000 kWh × 1/10 000 c/kWh. As int8 text they parse straight into BigInt.
const SPOT_SUMS = `,
       count(kwh) filter (where spot is not null)::int as spot_intervals,
       (coalesce(sum(kwh) filter (where spot is not null), 0) * 10000)::int8::text as spot_kwh,
       (coalesce(sum(kwh * spot), 0) * 10000000)::int8::text as spot_cost`;

/**
 * Sums a metering point's readings per group in one query, so only group rows cross the wire. With
 * `withSpot` each reading is first joined to the spot price that covers it (only the joins the range's
 * price lengths need, found by a first tiny query) and Σ kWh × spot is summed too; contracts and VAT are applied per delivery day in JS (pricedSums.ts). Missing intervals have
 * kwh NULL and are skipped by the sums; absent ones simply are not there.
 *
 * Sums and products are numeric, so exact, and leave the database as whole numbers in the pricing
 * engine's units. (Converting each reading to int8 first measured no faster: the casts cost what they
 * save.) The int8 cast would overflow only past 9 × 10¹⁴ kWh in a group, or a group's Σ kWh × €/MWh
 * past 9 × 10¹¹ (priced groups are at most a day: some 9 TWh a day at 100 €/MWh); PostgreSQL raises
 * an overflow, it never wraps.
 *
 * The per-reading rows are a subquery kept apart by `offset 0` on purpose: PostgreSQL then estimates
 * the groups generically instead of from start_utc's distinct count, and hashes them in memory rather
 * than sorting the whole year (which spilled to disk at the default work_mem).
 */
export async function sumReadings(
  db: Queryable,
  source: ReadingSource,
  range: UtcRange,
  grouping: ReadingGrouping,
  withSpot: boolean,
): Promise<ReadingSums[]> {
  const group = groupSql(grouping);
  const rangeParams = [range.startUtc.toISOString(), range.endUtc.toISOString()];
  const spot = withSpot ? spotPriceSql((await db.query<SpotPriceUnits>(SPOT_PRICE_UNITS_SQL, rangeParams)).rows[0]!) : null;
  const sql = `
select ${group.outer} as grp,
       (coalesce(sum(kwh), 0) * 10000)::int8::text as kwh,
       count(kwh)::int as present_intervals,
       coalesce(sum(minutes) filter (where kwh is not null), 0)::int as present_minutes,
       coalesce(sum(minutes) filter (where quality = 'estimated'), 0)::int as estimated_minutes${spot ? SPOT_SUMS : ''}
  from (select ${group.inner} as grp, r.kwh, r.quality, r.minutes${spot ? `, ${spot.eurMwh} as spot` : ''}
          from (select start_utc, kwh, quality, ${source.minutesSql}::int as minutes
                  from ${source.table}
                 where metering_point_id = $1 and start_utc >= $2::timestamptz and start_utc < $3::timestamptz) as r
               ${spot?.joins ?? ''}
        offset 0) as intervals
 group by grp`;
  const params: unknown[] = [source.meteringPointId, ...rangeParams];
  if (grouping.kind === 'segments') params.push(grouping.startsUtc.map((start) => start.toISOString()));
  // With spot joins the best plan depends on the range (a day or a year of prices), so PostgreSQL
  // plans those for their parameters each time; a generic plan measured slower for them.
  const { rows } = await db.query<Row>(spot ? sql : preparedVariant(sql), params);
  return rows.map((row) => ({
    group: Number(row.grp),
    kwh: BigInt(row.kwh),
    presentIntervals: row.present_intervals,
    presentMinutes: row.present_minutes,
    estimatedMinutes: row.estimated_minutes,
    spotIntervals: row.spot_intervals ?? 0,
    spotKwh: row.spot_kwh === undefined ? 0n : BigInt(row.spot_kwh),
    spotCost: row.spot_cost === undefined ? 0n : BigInt(row.spot_cost),
  }));
}
