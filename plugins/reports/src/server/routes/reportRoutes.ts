import { randomUUID } from 'node:crypto';
import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createReportBodySchema,
  placeParamsSchema,
  reportListSchema,
  reportParamsSchema,
  reportSchema,
  REPORTS_ROUTES,
  userParamsSchema,
  type UsageReport,
} from '../../contract';
import { GENERATE_REPORT_JOB } from '../report/generateReportJob';

interface ListRow {
  id: string;
  name: string;
  created_at: Date;
  company_name: string;
  location_identifier: string;
  year: number;
  status: UsageReport['status'];
}

const toReport = (row: ListRow): UsageReport => ({
  reportId: row.id,
  name: row.name,
  date: localDateOf(new Date(row.created_at)),
  companyName: row.company_name,
  locationIdentifier: row.location_identifier,
  year: row.year,
  status: row.status,
});

const LIST_SQL = `select r.id::text as id, r.name, r.created_at, c.name as company_name, r.location_identifier, r.year, r.status
                    from reports_usage_reports r join companies c on c.code = r.company`;

/** The local years from the first to the last reading, newest first. */
function yearsBetween(first: Date | null, last: Date | null): number[] {
  if (!first || !last) return [];
  const years: number[] = [];
  for (let y = Number(localDateOf(new Date(last)).slice(0, 4)); y >= Number(localDateOf(new Date(first)).slice(0, 4)); y--) years.push(y);
  return years;
}

const fileSchema = z.custom<Buffer | string>((value) => Buffer.isBuffer(value) || typeof value === 'string', 'a file');

export function registerReportRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: REPORTS_ROUTES.list,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: userParamsSchema, response: reportListSchema },
    async handler({ user }) {
      const { rows } = await context.db.query<ListRow>(
        `${LIST_SQL} where r.user_id = $1 and r.company = $2 order by r.created_at desc, r.id limit 100`,
        [user.id, context.company],
      );
      // A report of a place the user no longer sees is no longer theirs to download.
      const grants = (await context.access.visibleLocations(user, context.company)).map((g) => g.locationIdentifier);
      const visible = new Set(grants);
      const places = await context.db.query<{ location_identifier: string; name: string; first: Date | null; last: Date | null }>(
        `select l.location_identifier, l.name,
                coalesce((select min(start_utc) from meter_readings m where m.metering_point_id = l.metering_point_id),
                         (select min(start_utc) from dh_readings d where d.metering_point_id = l.metering_point_id)) as first,
                coalesce((select max(start_utc) from meter_readings m where m.metering_point_id = l.metering_point_id),
                         (select max(start_utc) from dh_readings d where d.metering_point_id = l.metering_point_id)) as last
           from locations l where l.location_identifier = any($1::text[]) order by l.name, l.location_identifier`,
        [grants],
      );
      return {
        reports: rows.filter((row) => visible.has(row.location_identifier)).map(toReport),
        places: places.rows.map((p) => ({ locationIdentifier: p.location_identifier, name: p.name, years: yearsBetween(p.first, p.last) })),
      };
    },
  });

  // Asks for a report: stored as pending and made by a background job (core jobs) queued in the same transaction.
  defineRoute(app, {
    method: 'POST',
    url: REPORTS_ROUTES.create,
    access: 'session',
    pathParams: { id: 'ownUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: placeParamsSchema, body: createReportBodySchema, response: reportSchema },
    status: 202,
    async handler({ params, body, user }) {
      await context.access.requireLocation(user, context.company, params.locationIdentifier, 'read');
      const place = await context.db.query<{ name: string }>('select name from locations where location_identifier = $1', [
        params.locationIdentifier,
      ]);
      const id = randomUUID();
      const name = `Kulutusraportti ${body.year} – ${place.rows[0]!.name}`;
      const now = context.now();
      await context.db.transaction(async (tx) => {
        await tx.query(
          `insert into reports_usage_reports (id, user_id, company, location_identifier, year, name, status, created_at)
           values ($1, $2, $3, $4, $5, $6, 'pending', $7)`,
          [id, user.id, context.company, params.locationIdentifier, body.year, name, now],
        );
        await context.jobs.send(GENERATE_REPORT_JOB, { reportId: id }, { tx });
      });
      const { rows } = await context.db.query<ListRow>(`${LIST_SQL} where r.id = $1`, [id]);
      return toReport(rows[0]!);
    },
  });

  for (const kind of ['pdf', 'csv'] as const) {
    defineRoute(app, {
      method: 'GET',
      url: REPORTS_ROUTES[kind],
      access: 'session',
      pathParams: { id: 'ownUserId', reportId: { resource: 'usageReport' } },
      schemas: { params: reportParamsSchema, response: fileSchema },
      async handler({ params, user, reply }) {
        const { rows } = await context.db.query<{
          location_identifier: string;
          status: string;
          csv: string | null;
          pdf: Uint8Array | null;
          year: number;
        }>(`select location_identifier, status, csv, pdf, year from reports_usage_reports where id = $1 and user_id = $2 and company = $3`, [
          params.reportId,
          user.id,
          context.company,
        ]);
        const report = rows[0];
        if (!report) throw notFound('Report');
        await context.access.requireLocation(user, context.company, report.location_identifier, 'read');
        // Not made yet (or failed): nothing to download, as for a report that does not exist.
        if (report.status !== 'ready') throw notFound('Report');
        const filename = `kulutusraportti-${report.year}-${report.location_identifier}.${kind}`;
        reply
          .type(kind === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store');
        // bytea comes back as a Uint8Array from the embedded database and a Buffer from PostgreSQL.
        return kind === 'pdf' ? Buffer.from(report.pdf!) : report.csv!;
      },
    });
  }
}
