import { countIntervals, ENERGY_SCALE, localDaysRangeUtc, parseScaled, scaledToNumber } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { ConsumptionBasis } from '../../contract/contracts';
import { comparisonPeriod } from '../model/comparisonPeriod';
import type { Place } from './loadPlace';

/** The period's energy split the way network products price it, exact (1/10 000 kWh). */
export interface ExactConsumption {
  readonly total: bigint;
  readonly night: bigint;
  readonly winterDay: bigint;
}

interface SplitRow {
  total: string | null;
  night: string | null;
  winter_day: string | null;
  present: string;
  estimated: string;
}

const exactKwh = (sum: string | null) => parseScaled(sum ?? '0', ENERGY_SCALE);

/**
 * The place's consumption over the comparison period in Helsinki local time (readings are stored in
 * UTC; `at time zone` gives the local wall-clock hour, so the repeated October hour counts twice and
 * the skipped March hour not at all). Intervals with no reading, or one marked missing, are counted so
 * the web can say the costs are understated; nothing is filled in.
 */
export async function loadConsumptionBasis(
  db: Queryable,
  place: Place,
  today: string,
): Promise<{ basis: ConsumptionBasis; exact: ExactConsumption }> {
  const { from, to } = comparisonPeriod(today);
  const range = localDaysRangeUtc(from, to);
  const { rows } = await db.query<SplitRow>(
    `select sum(kwh) as total,
            sum(kwh) filter (where extract(hour from local) >= 22 or extract(hour from local) < 7) as night,
            sum(kwh) filter (where extract(month from local) in (11, 12, 1, 2, 3)
                               and extract(isodow from local) <= 6
                               and extract(hour from local) >= 7 and extract(hour from local) < 22) as winter_day,
            count(*) filter (where quality <> 'missing') as present,
            count(*) filter (where quality = 'estimated') as estimated
       from (select kwh, quality, start_utc at time zone 'Europe/Helsinki' as local
               from meter_readings
              where metering_point_id = $1 and start_utc >= $2 and start_utc < $3) r`,
    [place.meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  const row = rows[0];
  const exact = { total: exactKwh(row?.total ?? null), night: exactKwh(row?.night ?? null), winterDay: exactKwh(row?.winter_day ?? null) };
  const expected = countIntervals(range, place.resolutionMinutes);
  return {
    exact,
    basis: {
      from,
      to,
      totalKwh: scaledToNumber(exact.total, ENERGY_SCALE),
      nightKwh: scaledToNumber(exact.night, ENERGY_SCALE),
      winterDayKwh: scaledToNumber(exact.winterDay, ENERGY_SCALE),
      missingIntervals: Math.max(0, expected - Number(row?.present ?? 0)),
      estimatedIntervals: Number(row?.estimated ?? 0),
    },
  };
}
