import { localDaysRangeUtc, formatLocalDate } from '@portal/domain';
import { type Queryable } from '@portal/core/server';

export interface ReportPlace {
  readonly locationIdentifier: string;
  readonly name: string;
  readonly meteringPointId: string;
  readonly utilityType: 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION';
  readonly streetAddress: string;
  readonly city: string;
}

/** One month of the year: exact kWh (numeric text) and how many intervals were read or missing. */
export interface MonthUsage {
  readonly month: number;
  readonly kwh: string;
  readonly measured: number;
  readonly estimated: number;
  readonly missing: number;
}

export interface YearUsage {
  readonly months: readonly MonthUsage[];
  /** Σ kWh of the year, exact, summed by the database from the raw intervals. */
  readonly totalKwh: string;
}

/**
 * The year's raw intervals summed per local month by the database (numeric, exact). Heat places read
 * dh_readings, the others meter_readings: the same split the consumption pages use.
 */
export async function loadYearUsage(db: Queryable, place: ReportPlace, year: number): Promise<YearUsage> {
  const table = place.utilityType === 'DISTRICT_HEATING' ? 'dh_readings' : 'meter_readings';
  const range = localDaysRangeUtc(formatLocalDate({ year, month: 1, day: 1 }), formatLocalDate({ year, month: 12, day: 31 }));
  const { rows } = await db.query<{ month: number; kwh: string | null; measured: number; estimated: number; missing: number }>(
    `select extract(month from start_utc at time zone 'Europe/Helsinki')::int as month, coalesce(sum(kwh), 0)::text as kwh,
            count(*) filter (where quality = 'measured')::int as measured, count(*) filter (where quality = 'estimated')::int as estimated,
            count(*) filter (where quality = 'missing')::int as missing
       from ${table} where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 group by 1 order by 1`,
    [place.meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  const total = await db.query<{ kwh: string }>(
    `select coalesce(sum(kwh), 0)::text as kwh from ${table} where metering_point_id = $1 and start_utc >= $2 and start_utc < $3`,
    [place.meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const row = byMonth.get(i + 1);
    return { month: i + 1, kwh: row?.kwh ?? '0', measured: row?.measured ?? 0, estimated: row?.estimated ?? 0, missing: row?.missing ?? 0 };
  });
  return { months, totalKwh: total.rows[0]!.kwh };
}
