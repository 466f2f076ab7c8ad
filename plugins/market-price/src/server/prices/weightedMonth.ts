import {
  divideHalfAwayFromZero,
  ENERGY_SCALE,
  loadSpotPrices,
  parseScaled,
  scaledToNumber,
  spotEurMwhToPrice,
  spotPricesCovering,
  toCKwh,
  vatFactorAt,
  withVat,
  type Queryable,
  type UtcRange,
  type VatRateTable,
} from '@portal/core/server';
import type { UserPriceResponse, VatMode } from '../../contract';

interface ReadingRow {
  start_ms: string;
  minutes: number;
  kwh: string;
}

/**
 * The month's consumption-weighted spot price against the plain mean of the same periods (DOMAIN:
 * Σ consumption × price / Σ consumption). Both are over the metered intervals that have a price, so
 * the comparison is like for like; an interval without a reading or a price is left out of both.
 */
export async function weightedMonth(
  db: Queryable,
  meteringPointId: string,
  month: string,
  range: UtcRange,
  vat: VatMode,
  vatRates: VatRateTable,
): Promise<UserPriceResponse['weightedMonth']> {
  const [{ rows }, prices] = await Promise.all([
    db.query<ReadingRow>(
      `select (extract(epoch from start_utc) * 1000)::int8::text as start_ms, minutes::int as minutes, kwh::text as kwh
         from meter_readings where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 and kwh is not null`,
      [meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()],
    ),
    loadSpotPrices(db, range),
  ]);
  let energy = 0n;
  let weighted = 0n;
  let plain = 0n;
  let count = 0n;
  for (const row of rows) {
    const startMs = Number(row.start_ms);
    const covering = spotPricesCovering(prices, startMs, row.minutes);
    if (!covering) continue;
    const spot = divideHalfAwayFromZero(covering.reduce((sum, p) => sum + spotEurMwhToPrice(p), 0n), BigInt(covering.length));
    const price = withVat(spot, vatFactorAt(vat, vatRates, startMs));
    const kwh = parseScaled(row.kwh, ENERGY_SCALE);
    energy += kwh;
    weighted += kwh * price;
    plain += price;
    count += 1n;
  }
  if (count === 0n || energy <= 0n) return null;
  return {
    month,
    consumptionKwh: scaledToNumber(energy, ENERGY_SCALE),
    weightedSpot: toCKwh(divideHalfAwayFromZero(weighted, energy)),
    averageSpot: toCKwh(divideHalfAwayFromZero(plain, count)),
  };
}
