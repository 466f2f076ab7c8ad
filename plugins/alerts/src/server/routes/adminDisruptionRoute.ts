import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { ALERTS_ROUTES, disruptionBodySchema, disruptionResponseSchema, type DisruptionResponse } from '../../contract';
import { disruptionNoticeJob, disruptionSubscribers, isShortCut, SHORT_CUT_MS, type DisruptionNoticeData } from '../jobs/disruptionNotice';

interface StoredDisruption {
  company: string;
  estimated_restoration_at: Date | null;
  restored_at: Date | null;
  revision: number;
}

/**
 * POST /admin/disruptions/v1 (permission admin.messaging: the people who send customers notices).
 * Posting a disruption id for the first time announces it; posting it again with another estimate
 * sends an update, with `restoredAt` the "restored" notice. The notices are jobs, queued in the same
 * transaction as the change: an unplanned cut's first notice waits until it has lasted 3 minutes, so
 * a cut restored before then notifies no one.
 */
export function registerAdminDisruptionRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: ALERTS_ROUTES.adminDisruptions,
    access: { permission: 'admin.messaging' },
    schemas: { body: disruptionBodySchema, response: disruptionResponseSchema },
    async handler({ body, request, user }) {
      const now = context.now();
      const result = await context.db.transaction(async (tx): Promise<DisruptionResponse> => {
        const { rows } = await tx.query<StoredDisruption>(
          'select company, estimated_restoration_at, restored_at, revision from alert_disruptions where id = $1 for update',
          [body.id],
        );
        const stored = rows[0];
        // Another company's disruption is not this portal's to change: answer as if the id were free
        // would overwrite it, so refuse the id without saying whose it is.
        if (stored && stored.company !== context.company) throw new ApiError('BAD_REQUEST', 'This disruption id is taken', 'body.id');
        const estimate = body.estimatedRestorationAt ? new Date(body.estimatedRestorationAt) : null;
        const restored = body.restoredAt ? new Date(body.restoredAt) : null;
        const estimateChanged = stored !== undefined && (stored.estimated_restoration_at?.getTime() ?? null) !== (estimate?.getTime() ?? null);
        const newlyRestored = restored !== null && (stored === undefined || stored.restored_at === null);
        const revision = stored === undefined ? 1 : estimateChanged && !restored ? stored.revision + 1 : stored.revision;
        await tx.query(
          `insert into alert_disruptions (id, company, utility_type, planned, started_at, estimated_restoration_at, restored_at, revision, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
           on conflict (id) do update
             set utility_type = excluded.utility_type, planned = excluded.planned, started_at = excluded.started_at,
                 estimated_restoration_at = excluded.estimated_restoration_at,
                 restored_at = coalesce(alert_disruptions.restored_at, excluded.restored_at),
                 revision = excluded.revision, updated_at = excluded.updated_at`,
          [
            body.id,
            context.company,
            body.utilityType,
            body.planned,
            body.startedAt,
            estimate?.toISOString() ?? null,
            restored?.toISOString() ?? null,
            revision,
            now.toISOString(),
          ],
        );
        await tx.query(
          `insert into alert_disruption_points (disruption_id, metering_point_id)
           select $1, unnest($2::text[]) on conflict do nothing`,
          [body.id, [...new Set(body.meteringPoints)]],
        );
        const startedAt = new Date(body.startedAt);
        const short = isShortCut({ planned: body.planned, started_at: startedAt, restored_at: restored });
        let notice: DisruptionResponse['notice'] = 'none';
        let job: DisruptionNoticeData | null = null;
        if (short) notice = 'none';
        else if (newlyRestored) {
          notice = 'restored';
          job = { disruptionId: body.id, revision, phase: 'restored' };
        } else if (!restored && (stored === undefined || estimateChanged)) {
          notice = stored === undefined ? 'first' : 'update';
          job = { disruptionId: body.id, revision, phase: 'notice' };
        }
        if (job) {
          // An unplanned cut is told once it has lasted 3 minutes; an update or a planned one at once.
          const startAfter = !body.planned && job.phase === 'notice' ? new Date(Math.max(now.getTime(), startedAt.getTime() + SHORT_CUT_MS)) : now;
          await context.jobs.send(disruptionNoticeJob.name, job, { tx, startAfter });
        }
        const subscribers = await disruptionSubscribers(tx, { id: body.id, utility_type: body.utilityType });
        return { id: body.id, revision, notice, subscribers: subscribers.length };
      });
      await context.audit(request, {
        kind: 'admin.write',
        userId: user.id,
        action: 'alerts.disruption',
        details: { id: result.id, notice: result.notice },
      });
      return result;
    },
  });
}
