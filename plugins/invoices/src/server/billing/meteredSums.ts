import type { Queryable } from '@portal/core/server';
import type { SegmentSums } from './segmentLines';

/** One segment to sum: a metering point over [startUtc, endUtc). */
export interface SumRequest {
  readonly meteringPointId: string;
  readonly startUtc: Date;
  readonly endUtc: Date;
  readonly districtHeating: boolean;
  readonly spot: boolean;
}

interface SumRow {
  readonly seg: number;
  readonly kwh: string | null;
}
interface SpotRow {
  readonly seg: number;
  readonly priced_kwh: string | null;
  readonly kwh_eur_mwh: string | null;
}

const SEGMENTS_CTE = `
  with seg as (
    -- char(18) like the tables' column: comparing it with text would cast the column and skip its index.
    select * from unnest($1::int[], $2::char(18)[], $3::timestamptz[], $4::timestamptz[]) as s(seg, mp, start_utc, end_utc)
  )`;

/**
 * Sums for many segments in three queries, each segment an index range scan (a lateral subquery,
 * so the planner cannot turn it into a scan of every reading per segment) (electricity kWh, district heating kWh, spot
 * products), so issuing two years of invoices for every contract reads each reading once instead of
 * pricing millions of intervals in JavaScript. Sums stay numeric and come back as text: exact.
 *
 * Spot prices are matched to readings by equality on the price period's start (an index lookup, not
 * a range join): an hourly price by the reading's hour (date_trunc by hour is the same in UTC and in
 * Helsinki, whose offsets are whole hours); quarter prices by each quarter of the reading. Minutes are
 * only ever 15 or 60, which the tables check, so a share is 1 or exactly 0.25.
 */
export async function meteredSums(tx: Queryable, requests: readonly SumRequest[]): Promise<SegmentSums[]> {
  const sums: { kwh: string | null; spotPricedKwh: string | null; spotKwhEurMwh: string | null }[] = requests.map(() => ({
    kwh: null,
    spotPricedKwh: null,
    spotKwhEurMwh: null,
  }));
  const params = (pick: (r: SumRequest) => boolean) => {
    const chosen = requests.map((r, i) => ({ r, i })).filter(({ r }) => pick(r));
    return [chosen.map((c) => c.i), chosen.map((c) => c.r.meteringPointId), chosen.map((c) => c.r.startUtc), chosen.map((c) => c.r.endUtc)];
  };

  const electricity = await tx.query<SumRow>(
    `${SEGMENTS_CTE}
     select seg.seg, x.kwh
     from seg cross join lateral (
       select sum(r.kwh)::text as kwh from meter_readings r
       where r.metering_point_id = seg.mp and r.start_utc >= seg.start_utc and r.start_utc < seg.end_utc
     ) x`,
    params((r) => !r.districtHeating),
  );
  const heating = await tx.query<SumRow>(
    `${SEGMENTS_CTE}
     select seg.seg, x.kwh
     from seg cross join lateral (
       select sum(r.kwh)::text as kwh from dh_readings r
       where r.metering_point_id = seg.mp and r.start_utc >= seg.start_utc and r.start_utc < seg.end_utc
     ) x`,
    params((r) => r.districtHeating),
  );
  for (const row of [...electricity.rows, ...heating.rows]) sums[row.seg]!.kwh = row.kwh;

  const spot = await tx.query<SpotRow>(
    `${SEGMENTS_CTE},
     readings as materialized (
       select seg.seg, r.start_utc, r.minutes, r.kwh
       from seg cross join lateral (
         select r.start_utc, r.minutes, r.kwh from meter_readings r
         where r.metering_point_id = seg.mp and r.start_utc >= seg.start_utc and r.start_utc < seg.end_utc
           and r.kwh is not null
       ) r
     ),
     priced as (
       -- Hourly prices: the hour holds the whole reading (a quarter or the hour itself).
       select rd.seg, rd.kwh as kwh, p.eur_mwh
       from readings rd join spot_prices p on p.start_utc = date_trunc('hour', rd.start_utc) and p.minutes = 60
       union all
       -- Quarter prices: each quarter of the reading at its own price, a quarter of an hour's energy.
       select rd.seg, case when rd.minutes = 60 then rd.kwh * 0.25 else rd.kwh end, p.eur_mwh
       from readings rd
       cross join generate_series(0, rd.minutes / 15 - 1) as q(n)
       join spot_prices p on p.start_utc = rd.start_utc + q.n * interval '15 minutes' and p.minutes = 15
     )
     select seg, sum(kwh)::text as priced_kwh, sum(kwh * eur_mwh)::text as kwh_eur_mwh
     from priced group by seg`,
    params((r) => r.spot && !r.districtHeating),
  );
  for (const row of spot.rows) {
    sums[row.seg]!.spotPricedKwh = row.priced_kwh;
    sums[row.seg]!.spotKwhEurMwh = row.kwh_eur_mwh;
  }
  return sums;
}
