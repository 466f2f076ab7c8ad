import { addLocalDays, ENERGY_SCALE, localDateOf, localDaysRangeUtc, parseScaled, scaledToNumber } from '@portal/domain';
import { defineJob, rowsWithFlagsOn, type JobContext } from '@portal/core/server';
import { productionDropKind, type ProductionDropPayload } from '../notify/productionDropKind';

/** The recent window: its best day must reach the plant's level (one sunny day in a week is enough). */
export const RECENT_DAYS = 7;
/** The reference: the plant's own sunny days in the four weeks before the recent window. */
export const REFERENCE_DAYS = 28;
/** How many of the reference's best days make its "sunny level" (their mean). */
export const SUNNY_DAYS = 3;
/** "Well below": the recent best day under this share of the sunny level. */
export const DROP_SHARE = 0.5;
/** A sunny level under this (kWh/day) is winter, when nothing can be told. */
export const MIN_REFERENCE_KWH = 2;

interface LinkedPlant {
  plant_id: string;
  name: string;
  location_identifier: string;
  /** The plant's place's company, whose solar flag decides who is told. */
  company: string;
  metering_point_id: string;
}

/** Daily export (kWh) of a metering point per local date, measured intervals only. */
async function dailyExport(context: JobContext, point: string, from: string, to: string): Promise<Map<string, number>> {
  const range = localDaysRangeUtc(from, to);
  const { rows } = await context.db.query<{ ms: string; kwh: string }>(
    `select (extract(epoch from start_utc) * 1000)::bigint::text as ms, kwh::text as kwh from meter_readings
      where metering_point_id = $1 and start_utc >= $2 and start_utc < $3 and kwh is not null`,
    [point, range.startUtc.toISOString(), range.endUtc.toISOString()],
  );
  const days = new Map<string, number>();
  for (const row of rows) {
    const date = localDateOf(Number(row.ms));
    days.set(date, (days.get(date) ?? 0) + scaledToNumber(parseScaled(row.kwh, ENERGY_SCALE), ENERGY_SCALE));
  }
  return days;
}

/** The mean of the best `count` values. */
const topMean = (values: readonly number[], count: number) => {
  const best = [...values].sort((a, b) => b - a).slice(0, count);
  return best.length ? best.reduce((sum, v) => sum + v, 0) / best.length : 0;
};

/**
 * solar.detect-production-drop: each morning, for each linked plant, compares the metered export of
 * the last week's best (sunniest) day with the plant's own sunny-day level in the four weeks before.
 * Only the export metering point is read, so no inverter connection is needed; clouds do not trigger
 * it (a week with not one sunny day is rare outside winter, and winter is skipped by the minimum
 * level). A notice goes out when a plant turns from fine to dropped, once per plant and day (dedupe
 * key), to the owners of its place.
 */
export async function detectProductionDrop(context: JobContext): Promise<void> {
  const today = localDateOf(context.now());
  const yesterday = addLocalDays(today, -1);
  const recentFrom = addLocalDays(today, -RECENT_DAYS);
  const referenceFrom = addLocalDays(recentFrom, -REFERENCE_DAYS);
  const { rows: plants } = await context.db.query<LinkedPlant>(
    `select p.id as plant_id, p.name, k.location_identifier, l.company, e.metering_point_id
       from solar_plants p join solar_plant_links k on k.plant_id = p.id
       join locations l on l.location_identifier = k.location_identifier
       join locations e on e.location_identifier = k.export_location_identifier
      order by p.id`,
  );
  for (const plant of plants) {
    const days = await dailyExport(context, plant.metering_point_id, referenceFrom, yesterday);
    const recent: number[] = [];
    const reference: number[] = [];
    for (const [date, kwh] of days) (date >= recentFrom ? recent : reference).push(kwh);
    // Too little history either side says nothing.
    if (recent.length < RECENT_DAYS - 1 || reference.length < REFERENCE_DAYS / 2) continue;
    const referenceKwh = topMean(reference, SUNNY_DAYS);
    if (referenceKwh < MIN_REFERENCE_KWH) continue;
    const recentKwh = Math.max(...recent);
    const dropped = recentKwh < referenceKwh * DROP_SHARE;
    const { rows: before } = await context.db.query<{ dropped: boolean }>(
      'select dropped from solar_production_checks where plant_id = $1 and check_date < $2 order by check_date desc limit 1',
      [plant.plant_id, yesterday],
    );
    await context.db.query(
      `insert into solar_production_checks (plant_id, check_date, exported_kwh, reference_kwh, dropped, checked_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (plant_id, check_date) do update set exported_kwh = excluded.exported_kwh, reference_kwh = excluded.reference_kwh,
         dropped = excluded.dropped, checked_at = excluded.checked_at`,
      [plant.plant_id, yesterday, recentKwh.toFixed(4), referenceKwh.toFixed(4), dropped, context.now()],
    );
    if (!dropped || before[0]?.dropped) continue;
    const { rows: owners } = await context.db.query<{ user_id: string }>(
      `select user_id from location_access where location_identifier = $1 and (relation = 'owner' or access_right = 'FULL_ACCESS') order by user_id`,
      [plant.location_identifier],
    );
    const payload: ProductionDropPayload = {
      plantName: plant.name,
      recentKwh: Math.round(recentKwh * 10) / 10,
      referenceKwh: Math.round(referenceKwh * 10) / 10,
    };
    // The check is recorded whatever the flags (the next day's "turned from fine" needs it); only the
    // owners with the place's company's solar flag on (their override first) are told.
    for (const owner of await rowsWithFlagsOn(context, 'solar', owners, (o) => ({ company: plant.company, userId: o.user_id }))) {
      await context.notifications.notify({
        kind: productionDropKind.kind,
        userId: owner.user_id,
        payload,
        dedupeKey: `solar.production-drop:${plant.plant_id}:${yesterday}`,
        locationIdentifier: plant.location_identifier,
      });
    }
  }
}

/** Daily at 9:00 Helsinki, when yesterday's readings have usually arrived from Datahub. */
export const detectProductionDropJob = defineJob({
  name: 'solar.detect-production-drop',
  schedule: '0 9 * * *',
  run: (_data, context) => detectProductionDrop(context),
});
