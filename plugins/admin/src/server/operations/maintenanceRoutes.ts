import { randomUUID } from 'node:crypto';
import { ApiError, defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createMaintenanceScheduleBodySchema,
  maintenanceListSchema,
  maintenanceOriginParamsSchema,
  maintenanceOriginSchema,
  maintenanceScheduleListSchema,
  maintenanceScheduleParamsSchema,
  maintenanceScheduleQuerySchema,
  maintenanceScheduleSchema,
  maintenanceToggleBodySchema,
} from '../../contract/operations';
import { maintenanceCompanies, requireMaintenanceOrigin } from './maintenanceAccess';
import { MAINTENANCE_WINDOWS_JOB } from './maintenanceJob';
import {
  insertSchedule,
  listMaintenance,
  listOpenSchedules,
  markCancelled,
  markEnded,
  openScheduleOrigin,
  runningScheduleOf,
  writeMaintenance,
} from './maintenanceStore';

/** Every route needs admin access; each handler then checks the origin (maintenanceAccess.ts). */
const ADMIN = { permission: 'admin.access' } as const;

/**
 * requirements §7 maintenance: the switch per origin and the scheduled windows (requirements §4: toggled per origin,
 * scheduled or cancelled). The host enforces it (host/server/src/maintenance); every write is audited
 * in the write's own transaction.
 */
export function registerMaintenanceRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/maintenance/v1',
    access: ADMIN,
    schemas: { response: maintenanceListSchema },
    async handler({ user }) {
      return { origins: await listMaintenance(db, maintenanceCompanies(user)) };
    },
  });

  // Registered before /:origin's PUT only for reading order; the methods differ, so they never clash.
  defineRoute(app, {
    method: 'GET',
    url: '/admin/maintenance/v1/schedules',
    access: ADMIN,
    schemas: { query: maintenanceScheduleQuerySchema, response: maintenanceScheduleListSchema },
    async handler({ query, user }) {
      const origins = query.origin ? [requireMaintenanceOrigin(user, query.origin)] : maintenanceCompanies(user);
      return { schedules: await listOpenSchedules(db, origins) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/admin/maintenance/v1/:origin',
    access: ADMIN,
    // An origin is a company code, not a user's resource: unknown → 404, another company's → 403.
    pathParams: { origin: { resource: 'maintenanceOrigin' } },
    schemas: { params: maintenanceOriginParamsSchema, body: maintenanceToggleBodySchema, response: maintenanceOriginSchema },
    async handler({ params, body, user, request }) {
      const origin = requireMaintenanceOrigin(user, params.origin);
      const now = context.now();
      await db.transaction(async (tx) => {
        // Switched by hand while a window holds it: that window is over (the job must not switch it back).
        const running = await runningScheduleOf(tx, origin);
        if (running) await markEnded(tx, running, now);
        await writeMaintenance(tx, { origin, active: body.active, message: body.message, scheduleId: null, by: user.id, at: now });
        const details = { origin, active: body.active, message: body.message, endedScheduleId: running };
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'admin.maintenance.toggle', details }, tx);
      });
      request.log.info({ origin, active: body.active, by: user.id }, 'maintenance switched');
      const [state] = await listMaintenance(db, [origin]);
      return state!;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/maintenance/v1/schedules',
    access: ADMIN,
    status: 201,
    schemas: { body: createMaintenanceScheduleBodySchema, response: maintenanceScheduleSchema },
    async handler({ body, user, request }) {
      const origin = requireMaintenanceOrigin(user, body.origin);
      const now = context.now();
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      if (endsAt <= startsAt) throw new ApiError('BAD_REQUEST', 'The end must be after the start', 'body.endsAt');
      if (endsAt <= now) throw new ApiError('BAD_REQUEST', 'The window has already ended', 'body.endsAt');
      const id = randomUUID();
      const schedule = await db.transaction(async (tx) => {
        const created = await insertSchedule(tx, { id, origin, startsAt, endsAt, message: body.message, by: user.id, at: now });
        // Runs exactly at the start and the end (the job's minute schedule is only the safety net).
        await context.jobs.send(MAINTENANCE_WINDOWS_JOB, {}, { startAfter: startsAt, tx });
        await context.jobs.send(MAINTENANCE_WINDOWS_JOB, {}, { startAfter: endsAt, tx });
        const details = { origin, scheduleId: id, startsAt: created.startsAt, endsAt: created.endsAt, message: body.message };
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'admin.maintenance.schedule', details }, tx);
        return created;
      });
      return schedule;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/admin/maintenance/v1/schedules/:scheduleId',
    access: ADMIN,
    pathParams: { scheduleId: { resource: 'maintenanceSchedule' } },
    status: 204,
    schemas: { params: maintenanceScheduleParamsSchema, response: z.undefined() },
    async handler({ params, user, request }) {
      const now = context.now();
      await db.transaction(async (tx) => {
        const origin = await openScheduleOrigin(tx, params.scheduleId);
        // Ended, cancelled or never there: nothing to cancel.
        if (!origin) throw notFound('Maintenance schedule');
        requireMaintenanceOrigin(user, origin);
        await markCancelled(tx, params.scheduleId, user.id, now);
        // A running window takes its maintenance with it.
        const switchedOff = (await runningScheduleOf(tx, origin)) === params.scheduleId;
        if (switchedOff) await writeMaintenance(tx, { origin, active: false, message: null, scheduleId: null, by: user.id, at: now });
        const details = { origin, scheduleId: params.scheduleId, switchedOff };
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'admin.maintenance.cancelSchedule', details }, tx);
      });
      return undefined;
    },
  });
}
