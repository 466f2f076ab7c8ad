import {
  ENERGY_SCALE,
  parseScaled,
  plainSpotPrice,
  scaledToNumber,
  sumWeightedSpot,
  toCKwh,
  vatFactorAt,
  weightedSpotPrice,
  type UtcRange,
  type VatRateTable,
} from '@portal/domain';
import { loadSpotPrices } from '@portal/domain/server';
import { type Queryable } from '@portal/core/server';
import type { UserPriceResponse, VatMode } from '../../contract';

interface ReadingRow {
  start_ms: string;
  minutes: number;
  kwh: string;
}

/**
 * The month's consumption-weighted spot price against the plain mean of the same periods (DOMAIN:
 * Σ consumption × price / Σ consumption), with core's exact sums — the same numbers as the
 * weightedConsumption route and consumption's weighted route. Both means are over the metered
 * intervals that have a price, so the comparison is like for like.
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
  const readings = rows.map((r) => ({ startMs: Number(r.start_ms), minutes: r.minutes, kwh: parseScaled(r.kwh, ENERGY_SCALE) }));
  const sums = sumWeightedSpot(readings, prices, (startMs) => vatFactorAt(vat, vatRates, startMs));
  const weighted = weightedSpotPrice(sums);
  const plain = plainSpotPrice(sums);
  if (weighted === null || plain === null || sums.pricedEnergy <= 0n) return null;
  return {
    month,
    // As before: the kWh that were priced (the weights), not the unpriced ones too.
    consumptionKwh: scaledToNumber(sums.pricedEnergy, ENERGY_SCALE),
    weightedSpot: toCKwh(weighted),
    averageSpot: toCKwh(plain),
  };
}
