import { defineJob, type JobContext } from '@portal/core/server';
import { formatLocalDate } from '@portal/domain';
import type { MemberPlace } from '../place/companyLocation';
import { consumptionCsvRows, csvBuckets } from './consumptionCsvRows';

export const MASS_EXPORT_JOB = 'b2b.mass-export';

interface ExportRow {
  user_id: string;
  location_identifiers: string[];
  year: number;
  state: string;
}

/** One CSV part: the lines of one place (no header, no BOM: the download adds them once). */
function partText(rows: readonly (readonly string[])[]): string {
  return rows.map((fields) => fields.map((f) => (/[";\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(';')).join('\r\n') + '\r\n';
}

// No flag check (docs/jobs.md "Feature flags in jobs"): the export is one user's own request, queued
// moments before by a route that checked the locations flag for them; checking again here could only
// strand their request half made.
/**
 * A year of each place at its own resolution (15 minutes, or hours for an hourly meter), one place per
 * part. Idempotent: a retry skips parts already written and progress counts them.
 */
export const massExportJob = defineJob<{ exportId: string }>({
  name: MASS_EXPORT_JOB,
  retryLimit: 2,
  async run({ exportId }, context: JobContext) {
    try {
      await writeExport(exportId, context);
    } catch (error) {
      // The web shows the failure; a retry that succeeds sets the state again.
      await context.db.query(`update b2b_exports set state = 'failed' where id = $1`, [exportId]);
      throw error;
    }
  },
});

async function writeExport(exportId: string, context: JobContext): Promise<void> {
  const { db } = context;
  const found = await db.query<ExportRow>('select user_id, location_identifiers, year, state from b2b_exports where id = $1', [exportId]);
  const request = found.rows[0];
  if (!request || request.state === 'ready') return;
  await db.query(`update b2b_exports set state = 'running' where id = $1`, [exportId]);
  const places = await db.query<{
    location_identifier: string;
    name: string;
    metering_point_id: string;
    utility_type: MemberPlace['utilityType'];
    resolution_minutes: number;
  }>(
    `select location_identifier, name, metering_point_id, utility_type, resolution_minutes::int as resolution_minutes
         from locations where location_identifier = any($1::text[]) order by array_position($1::text[], location_identifier)`,
    [request.location_identifiers],
  );
  const written = new Set(
    (await db.query<{ seq: number }>('select seq from b2b_export_parts where export_id = $1', [exportId])).rows.map((r) => r.seq),
  );
  const from = formatLocalDate({ year: request.year, month: 1, day: 1 });
  const to = formatLocalDate({ year: request.year, month: 12, day: 31 });
  const total = places.rows.length;
  for (const [seq, place] of places.rows.entries()) {
    if (!written.has(seq)) {
      const hourly = place.utility_type === 'DISTRICT_HEATING' || place.resolution_minutes === 60;
      const member = {
        locationIdentifier: place.location_identifier,
        meteringPointId: place.metering_point_id,
        utilityType: place.utility_type,
        resolutionMinutes: hourly ? 60 : 15,
        name: place.name,
      } as const;
      const rows = await consumptionCsvRows(db, [member], csvBuckets(from, to, hourly ? 'PT1H' : 'PT15M'));
      await db.query('insert into b2b_export_parts (export_id, seq, csv) values ($1, $2, $3) on conflict do nothing', [
        exportId,
        seq,
        partText(rows),
      ]);
    }
    await db.query('update b2b_exports set done = $2 where id = $1', [exportId, seq + 1]);
    await context.progress(seq + 1, total);
  }
  await db.query(`update b2b_exports set state = 'ready', finished_at = $2 where id = $1`, [exportId, context.now().toISOString()]);
}
