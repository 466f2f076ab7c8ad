import {
  ENERGY_SCALE,
  formatLocalDate,
  localDayRangeUtc,
  localDaysRangeUtc,
  parseLocalDate,
  parseScaled,
  type SpotPriceSeries,
  type WeightedReading,
  vatFactorAt,
} from '@portal/domain';
import { loadSpotPrices, loadVatRateTable } from '@portal/domain/server';
import { notFound, type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import type { VatMode } from '../../contract';
import type { PeriodBounds } from './weightedPeriod';

export interface WeightedInputs {
  readonly meteringPointId: string;
  readonly month: PeriodBounds;
  readonly year: PeriodBounds;
  /** The year's raw readings (15 or 60 minutes as metered), with a kWh. */
  readonly readings: readonly WeightedReading[];
  readonly spot: SpotPriceSeries;
  readonly vatFactor: (startMs: number) => bigint;
}

interface ReadingRow {
  start_ms: string;
  minutes: number;
  kwh: string;
}

/**
 * The caller's electricity place and its year so far (1.1. to `date`, Helsinki days, exact across
 * DST) with the spot prices and VAT rates to weigh it. A foreign, unknown or heat place is a 404,
 * as if it did not exist.
 */
export async function loadWeightedInputs(
  context: ServerPluginContext,
  user: AuthenticatedUser,
  locationIdentifier: string,
  date: string,
  vat: VatMode,
): Promise<WeightedInputs> {
  await context.access.requireLocation(user, context.company, locationIdentifier, 'read');
  const { rows: places } = await context.db.query<{ metering_point_id: string; utility_type: string }>(
    `select metering_point_id, utility_type from locations where location_identifier = $1`,
    [locationIdentifier],
  );
  const place = places[0];
  if (!place || place.utility_type !== 'ELECTRICITY') throw notFound('Location');

  const { year, month } = parseLocalDate(date);
  const yearStart = formatLocalDate({ year, month: 1, day: 1 });
  const monthStart = formatLocalDate({ year, month, day: 1 });
  const yearRange = localDaysRangeUtc(yearStart, date);
  const endMs = yearRange.endUtc.getTime();
  const [{ rows }, spot, vatRates] = await Promise.all([
    context.db.query<ReadingRow>(
      `select (extract(epoch from start_utc) * 1000)::int8::text as start_ms, minutes::int as minutes, kwh::text as kwh
         from meter_readings where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 and kwh is not null`,
      [place.metering_point_id, yearRange.startUtc.toISOString(), yearRange.endUtc.toISOString()],
    ),
    loadSpotPrices(context.db, yearRange),
    loadVatRateTable(context.db),
  ]);
  return {
    meteringPointId: place.metering_point_id,
    month: { period: monthStart.slice(0, 7), from: monthStart, to: date, startMs: localDayRangeUtc(monthStart).startUtc.getTime(), endMs },
    year: { period: String(year), from: yearStart, to: date, startMs: yearRange.startUtc.getTime(), endMs },
    readings: rows.map((r) => ({ startMs: Number(r.start_ms), minutes: r.minutes, kwh: parseScaled(r.kwh, ENERGY_SCALE) })),
    spot,
    vatFactor: (startMs) => vatFactorAt(vat, vatRates, startMs),
  };
}
