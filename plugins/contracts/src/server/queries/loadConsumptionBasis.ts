import { countIntervals, localDaysRangeUtc, type Queryable } from '@portal/core/server';
import type { ConsumptionBasis } from '../../contract';
import { comparisonPeriod } from '../model/comparisonPeriod';
import type { Place } from './loadPlace';

interface SplitRow {
  total: string | null;
  night: string | null;
  winter_day: string | null;
  present: string;
  estimated: string;
}

/**
 * The place's consumption over the comparison period, split the way network products price it, in
 * Helsinki local time (readings are stored in UTC; `at time zone` gives the local wall-clock hour, so
 * the repeated October hour counts twice and the skipped March hour not at all, as it should).
 * Intervals with no reading, or a reading marked missing, are counted so the web can say the costs
 * are understated; nothing is filled in.
 */
export async function loadConsumptionBasis(db: Queryable, place: Place, today: string): Promise<ConsumptionBasis> {
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
  const expected = countIntervals(range, place.resolutionMinutes);
  return {
    from,
    to,
    totalKwh: Number(row?.total ?? 0),
    nightKwh: Number(row?.night ?? 0),
    winterDayKwh: Number(row?.winter_day ?? 0),
    missingIntervals: Math.max(0, expected - Number(row?.present ?? 0)),
    estimatedIntervals: Number(row?.estimated ?? 0),
  };
}
