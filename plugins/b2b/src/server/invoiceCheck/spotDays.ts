import { addLocalDays, localDayStartUtc, parseScaled } from '@portal/domain';
import { type Queryable } from '@portal/core/server';
import type { SpotDay } from './expectedInvoice';

/**
 * Each local day's spot sums of one metering point over [from, to] (inclusive days): readings joined to
 * the day-ahead price that covers them — an hourly price by the reading's hour, quarter prices by each
 * quarter of the reading (an hourly reading's energy split in four) — the way spot energy is billed.
 * An interval without a price adds nothing. Sums stay numeric and come back as exact text.
 */
export async function loadSpotDays(db: Queryable, meteringPointId: string, from: string, to: string): Promise<Map<string, SpotDay>> {
  const days: string[] = [];
  for (let day = from; day <= to; day = addLocalDays(day, 1)) days.push(day);
  const starts = days.map((day) => localDayStartUtc(day).toISOString());
  const { rows } = await db.query<{ grp: number; priced_kwh: string | null; kwh_eur_mwh: string | null }>(
    `with readings as materialized (
       select width_bucket(r.start_utc, $2::timestamptz[])::int as grp, r.start_utc, r.minutes, r.kwh
         from meter_readings r
        where r.metering_point_id = $1::char(18) and r.start_utc >= $3::timestamptz and r.start_utc < $4::timestamptz and r.kwh is not null
     ),
     priced as (
       select rd.grp, rd.kwh as kwh, p.eur_mwh
         from readings rd join spot_prices p on p.start_utc = date_trunc('hour', rd.start_utc) and p.minutes = 60
       union all
       select rd.grp, case when rd.minutes = 60 then rd.kwh * 0.25 else rd.kwh end, p.eur_mwh
         from readings rd
        cross join generate_series(0, rd.minutes / 15 - 1) as q(n)
         join spot_prices p on p.start_utc = rd.start_utc + q.n * interval '15 minutes' and p.minutes = 15
     )
     select grp, sum(kwh)::text as priced_kwh, sum(kwh * eur_mwh)::text as kwh_eur_mwh from priced group by grp`,
    [meteringPointId, starts, starts[0], localDayStartUtc(addLocalDays(to, 1)).toISOString()],
  );
  const result = new Map<string, SpotDay>();
  for (const row of rows) {
    const day = days[row.grp - 1];
    if (!day) continue;
    result.set(day, { pricedKwh: parseScaled(row.priced_kwh ?? '0', 6), kwhEurMwh: parseScaled(row.kwh_eur_mwh ?? '0', 11) });
  }
  return result;
}
