import { deliveryDateOf, priceWithVat, scaledToNumber, spotEurMwhToPrice, PRICE_SCALE, type UtcRange, type VatRateTable } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { VatMode } from '../../contract';
import type { TimedValue } from '../series/averageOverBuckets';

interface TimedRow {
  start_ms: number;
  minutes: number;
  value: string;
}

const toTimed = (rows: TimedRow[]): TimedValue[] =>
  rows.map((row) => ({ startMs: Number(row.start_ms), minutes: row.minutes, value: Number(row.value) }));

const rangeParams = (range: UtcRange) => [range.startUtc.toISOString(), range.endUtc.toISOString()];

/** Hourly outdoor temperature of the place's weather area (°C). */
export async function loadTemperatures(db: Queryable, area: string | null, range: UtcRange): Promise<TimedValue[]> {
  if (!area) return [];
  const { rows } = await db.query<TimedRow>(
    `select (extract(epoch from start_utc) * 1000)::int8 as start_ms, 60 as minutes, celsius::text as value
       from outdoor_temperatures where area = $1 and start_utc >= $2 and start_utc < $3 order by start_utc`,
    [area, ...rangeParams(range)],
  );
  return toTimed(rows);
}

/** Reactive energy (kvarh) per interval, from this plugin's table. */
export async function loadReactiveEnergy(db: Queryable, meteringPointId: string, range: UtcRange): Promise<TimedValue[]> {
  const { rows } = await db.query<TimedRow>(
    `select (extract(epoch from start_utc) * 1000)::int8 as start_ms, minutes::int as minutes, kvarh::text as value
       from reactive_energy_readings where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 order by start_utc`,
    [meteringPointId, ...rangeParams(range)],
  );
  return toTimed(rows);
}

/**
 * Spot prices in c/kWh as customers read them: × 0.1 from €/MWh, and with VAT_24 the electricity
 * energy VAT of each delivery date (10 % in 12/2022–4/2023, 25.5 % from 9/2024).
 */
export async function loadMarketPrices(db: Queryable, range: UtcRange, vat: VatMode, vatRates: VatRateTable): Promise<TimedValue[]> {
  const { rows } = await db.query<TimedRow>(
    `select (extract(epoch from start_utc) * 1000)::int8 as start_ms, minutes::int as minutes, eur_mwh::text as value
       from spot_prices where start_utc >= $1 and start_utc < $2 order by start_utc`,
    rangeParams(range),
  );
  return rows.map((row) => {
    const startMs = Number(row.start_ms);
    const price = spotEurMwhToPrice(row.value);
    const shown =
      vat === 'VAT_24'
        ? scaledToNumber(priceWithVat(price, vatRates.rateOn('electricity_energy', deliveryDateOf(startMs))), PRICE_SCALE + 4)
        : scaledToNumber(price, PRICE_SCALE);
    return { startMs, minutes: row.minutes, value: shown };
  });
}

/** Sums per bucket rather than averages: energy-like overlays (kvarh). */
export function sumOverBuckets(buckets: readonly { startMs: number; endMs: number }[], values: readonly TimedValue[]): (number | null)[] {
  const sums: (number | null)[] = new Array(buckets.length).fill(null);
  let index = 0;
  for (const sample of values) {
    while (index < buckets.length && (buckets[index] as { endMs: number }).endMs <= sample.startMs) index++;
    if (index >= buckets.length) break;
    if ((buckets[index] as { startMs: number }).startMs > sample.startMs) continue;
    sums[index] = (sums[index] ?? 0) + sample.value;
  }
  return sums.map((sum) => (sum === null ? null : Math.round(sum * 10_000) / 10_000));
}
