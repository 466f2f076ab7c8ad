import { localDateOf } from '@portal/domain';
import { recordIntegrationSuccess, type Database, type JobQueue, type Queryable } from '@portal/core/server';
import { refreshConsumptionRollups } from '@portal/domain/server';
import type { IngestResponse } from '../../contract';
import { CsvLineError, parseDatahubCsv, type ParsedReading } from './parseDatahubCsv';

const CHUNK = 5_000;

export interface IngestOptions {
  /** Load only this metering point's lines of a multi-point file. */
  readonly meteringPoint?: string;
  /**
   * Where to announce `metering.readings-loaded` (the route's, command's or job's queue). Published
   * inside the load's transaction, so the jobs that react (alerts) exist exactly when the readings do.
   */
  readonly events?: JobQueue;
  /** The caller's clock (route, job, command): when the metering feed last succeeded. Default: now. */
  readonly now?: () => Date;
}

/** The Helsinki local days each metering point's loaded intervals start on (DOMAIN: customers see local days). */
function loadedDays(readings: readonly ParsedReading[]): { meteringPointId: string; days: string[] }[] {
  const days = new Map<string, Set<string>>();
  for (const reading of readings) {
    const set = days.get(reading.meteringPointId) ?? new Set<string>();
    set.add(localDateOf(reading.startUtc));
    days.set(reading.meteringPointId, set);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([meteringPointId, set]) => ({ meteringPointId, days: [...set].sort() }));
}

/** Single-line points carry no step to infer from: take the place's configured resolution. */
async function resolveMinutes(tx: Queryable, readings: readonly ParsedReading[]): Promise<void> {
  const unknown = [...new Set(readings.filter((r) => r.minutes === null).map((r) => r.meteringPointId))];
  if (unknown.length === 0) return;
  const { rows } = await tx.query<{ metering_point_id: string; minutes: number }>(
    'select metering_point_id, resolution_minutes::int as minutes from locations where metering_point_id = any($1::text[])',
    [unknown],
  );
  const known = new Map(rows.map((row) => [row.metering_point_id, row.minutes as 15 | 60]));
  for (const reading of readings) {
    if (reading.minutes !== null) continue;
    const minutes = known.get(reading.meteringPointId);
    if (!minutes)
      throw new CsvLineError(reading.line, 'start time', 'cannot tell the interval length of a single-line metering point the portal does not know');
    reading.minutes = minutes;
  }
}

/**
 * Loads a Datahub file into meter_readings, all or nothing: the file is parsed whole first (a bad line
 * loads nothing), then written in one transaction. Idempotent: an interval already stored with the
 * same length, value and quality is left alone; a corrected one replaces the old with the file's
 * quality. Counts come from the upsert itself (`xmax = 0` marks a fresh insert).
 */
export async function loadMeterReadings(db: Database, csv: string, options: IngestOptions = {}): Promise<IngestResponse> {
  const parsed = parseDatahubCsv(csv);
  const readings = options.meteringPoint ? parsed.filter((r) => r.meteringPointId === options.meteringPoint) : parsed;
  return db.transaction(async (tx) => {
    await resolveMinutes(tx, readings);
    let inserted = 0;
    let updated = 0;
    for (let from = 0; from < readings.length; from += CHUNK) {
      const chunk = readings.slice(from, from + CHUNK);
      const { rows } = await tx.query<{ inserted: boolean }>(
        `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
         select * from unnest($1::char(18)[], $2::timestamptz[], $3::smallint[], $4::numeric[], $5::text[])
         on conflict (metering_point_id, start_utc) do update
           set minutes = excluded.minutes, kwh = excluded.kwh, quality = excluded.quality
           where (meter_readings.minutes, meter_readings.kwh, meter_readings.quality)
                 is distinct from (excluded.minutes, excluded.kwh, excluded.quality)
         returning (xmax = 0) as inserted`,
        [
          chunk.map((r) => r.meteringPointId),
          chunk.map((r) => r.startUtc.toISOString()),
          chunk.map((r) => r.minutes),
          chunk.map((r) => r.kwh),
          chunk.map((r) => r.quality),
        ],
      );
      for (const row of rows) if (row.inserted) inserted += 1;
      updated += rows.length - rows.filter((row) => row.inserted).length;
    }
    const touched = loadedDays(readings);
    // The per-place day and month rollups change in the same transaction, so no reader ever sees
    // readings and rollups disagree (host domain 011_rollups_labels).
    await refreshConsumptionRollups(tx, touched);
    if (options.events && readings.length > 0) {
      await options.events.publish('metering.readings-loaded', { meteringPoints: touched }, { tx });
    }
    // The developers' integration health shows the metering feed's last success; in the load's own
    // transaction, so a file that loaded nothing (rolled back) is no success.
    if (readings.length > 0) await recordIntegrationSuccess(tx, 'meteringFeed', options.now?.() ?? new Date());
    return {
      lines: parsed.length,
      meteringPoints: [...new Set(readings.map((r) => r.meteringPointId))].sort(),
      inserted,
      updated,
      unchanged: readings.length - inserted - updated,
      skipped: parsed.length - readings.length,
    };
  });
}
