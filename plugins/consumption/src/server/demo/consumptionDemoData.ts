import { Random } from '@portal/domain';
import { type DemoDataContext, type Queryable } from '@portal/core/server';
import { DAY_FLOOR, DRIFT_AMPLITUDE, NIGHT_HOURS, OVERCOMPENSATED_SHARE, reactiveModelFor } from './reactiveEnergyModel';

/**
 * The plugin's demo data (ServerPlugin.demoData, after core's in the same transaction): reactive energy
 * for the electricity places whose per-place feature `reactivePower` the core data set enables, derived
 * from their measured active energy so the two series agree interval by interval, at the meter's own
 * resolution. Estimated and missing active intervals get no reactive value: a meter that failed to
 * deliver one failed to deliver both. Deterministic: one random stream per metering point, fixed by
 * the seed. The model's arithmetic (reactiveEnergyModel.ts) runs in SQL beside the readings: reading
 * the active series into JS and writing it back cost about three times as long.
 */
export async function consumptionDemoData(tx: Queryable, context: DemoDataContext): Promise<number> {
  const places = await tx.query<{ metering_point_id: string }>(
    `select distinct l.metering_point_id
       from locations l
       join location_features f on f.location_identifier = l.location_identifier
      where f.feature = 'reactivePower' and f.enabled and l.utility_type = 'ELECTRICITY'
      order by l.metering_point_id`,
  );
  let written = 0;
  for (const { metering_point_id: meteringPointId } of places.rows) {
    const shape = await tx.query<{ n: number; minutes: number | null; base_kw: string | null }>(
      `select count(*)::int as n, min(minutes)::int as minutes,
              (percentile_disc($2) within group (order by kwh * 60 / minutes)
                 filter (where extract(hour from start_utc at time zone 'Europe/Helsinki')::int between $3 and $4 - 1))::text as base_kw
         from meter_readings where metering_point_id = $1 and quality = 'measured'`,
      [meteringPointId, OVERCOMPENSATED_SHARE, NIGHT_HOURS[0], NIGHT_HOURS[1]],
    );
    const { n, minutes, base_kw: baseKw } = shape.rows[0] ?? { n: 0, minutes: null, base_kw: null };
    if (n === 0 || minutes === null || baseKw === null) continue;
    const model = reactiveModelFor(Random.stream(context.seed, `reactive:${meteringPointId}`), n, minutes);
    const inserted = await tx.query(
      `insert into reactive_energy_readings (metering_point_id, start_utc, minutes, kvarh)
       select metering_point_id, start_utc, minutes,
              round(case when night then inductive_kvarh - capacitor_kvarh
                         else greatest(inductive_kvarh - capacitor_kvarh, $6::numeric * inductive_kvarh) end, 3)
         from (select m.metering_point_id, m.start_utc, m.minutes,
                      $3::numeric * (1 + $4::numeric * d.drift) * m.kwh as inductive_kvarh,
                      $3::numeric * $5::numeric * m.minutes / 60 as capacitor_kvarh,
                      extract(hour from m.start_utc at time zone 'Europe/Helsinki')::int between $7 and $8 - 1 as night
                 from (select metering_point_id, start_utc, minutes, kwh, row_number() over (order by start_utc) as k
                         from meter_readings where metering_point_id = $1 and quality = 'measured') m
                 join unnest($2::numeric[]) with ordinality as d(drift, k) using (k)) modelled
       on conflict (metering_point_id, start_utc) do nothing`,
      [
        meteringPointId,
        Array.from(model.drift, String),
        model.tanPhiLoad.toFixed(4),
        DRIFT_AMPLITUDE,
        baseKw,
        DAY_FLOOR,
        NIGHT_HOURS[0],
        NIGHT_HOURS[1],
      ],
    );
    written += inserted.affectedRows ?? n;
  }
  return written;
}
