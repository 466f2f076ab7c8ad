import { COMPANIES, MAINTENANCE_OFF, type CompanyCode, type MaintenanceState, type Queryable } from '@portal/core/server';
import type { MaintenanceOrigin, MaintenanceSchedule } from '../../contract/operations';

interface MaintenanceRow {
  origin: CompanyCode;
  active: boolean;
  message: string | null;
  since: Date | string | null;
  schedule_id: string | null;
  updated_at: Date | string;
}

interface ScheduleRow {
  id: string;
  origin: CompanyCode;
  starts_at: Date | string;
  ends_at: Date | string;
  message: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The host gate's answer (core's maintenanceServiceRef, provided in ../../server.ts): one primary-key read. */
export async function readMaintenanceState(db: Queryable, company: CompanyCode): Promise<MaintenanceState> {
  const { rows } = await db.query<MaintenanceRow>('SELECT active, message, since FROM admin_maintenance WHERE origin = $1', [company]);
  const row = rows[0];
  if (!row?.active) return MAINTENANCE_OFF;
  return { active: true, message: row.message, since: isoOrNull(row.since) };
}

/** Each of `origins` as administrators see it; a company never switched is off. */
export async function listMaintenance(db: Queryable, origins: readonly CompanyCode[]): Promise<MaintenanceOrigin[]> {
  const { rows } = await db.query<MaintenanceRow>(
    'SELECT origin, active, message, since, schedule_id, updated_at FROM admin_maintenance WHERE origin = ANY($1::text[])',
    [origins],
  );
  return COMPANIES.filter((origin) => origins.includes(origin)).map((origin) => {
    const row = rows.find((candidate) => candidate.origin === origin);
    return {
      origin,
      active: row?.active ?? false,
      message: row?.message ?? null,
      since: row?.active ? isoOrNull(row.since) : null,
      scheduleId: row?.active ? row.schedule_id : null,
      updatedAt: row ? iso(row.updated_at) : null,
    };
  });
}

export interface MaintenanceSwitch {
  readonly origin: CompanyCode;
  readonly active: boolean;
  readonly message: string | null;
  readonly scheduleId: string | null;
  readonly by: string | null;
  readonly at: Date;
}

/** Stores the switch; `since` keeps its first value while it stays on (a new note does not restart it). */
export async function writeMaintenance(tx: Queryable, change: MaintenanceSwitch): Promise<void> {
  await tx.query(
    `INSERT INTO admin_maintenance (origin, active, message, since, schedule_id, updated_at, updated_by)
     VALUES ($1, $2, $3, CASE WHEN $2 THEN $4::timestamptz END, $5, $4, $6)
     ON CONFLICT (origin) DO UPDATE SET
       active = excluded.active,
       message = excluded.message,
       since = CASE WHEN excluded.active THEN coalesce(CASE WHEN admin_maintenance.active THEN admin_maintenance.since END, excluded.since) END,
       schedule_id = excluded.schedule_id,
       updated_at = excluded.updated_at,
       updated_by = excluded.updated_by`,
    [change.origin, change.active, change.message, change.at, change.scheduleId, change.by],
  );
}

const SCHEDULE_COLUMNS = 'id, origin, starts_at, ends_at, message, created_at, started_at';

const toSchedule = (row: ScheduleRow): MaintenanceSchedule => ({
  id: row.id,
  origin: row.origin,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  message: row.message,
  state: row.started_at === null ? 'upcoming' : 'running',
  createdAt: iso(row.created_at),
});

/** Windows not yet over and not cancelled, soonest first. */
export async function listOpenSchedules(db: Queryable, origins: readonly CompanyCode[]): Promise<MaintenanceSchedule[]> {
  const { rows } = await db.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM admin_maintenance_schedules
      WHERE origin = ANY($1::text[]) AND ended_at IS NULL AND cancelled_at IS NULL
      ORDER BY starts_at, id`,
    [origins],
  );
  return rows.map(toSchedule);
}

export interface NewSchedule {
  readonly id: string;
  readonly origin: CompanyCode;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly message: string | null;
  readonly by: string;
  readonly at: Date;
}

export async function insertSchedule(tx: Queryable, schedule: NewSchedule): Promise<MaintenanceSchedule> {
  const { rows } = await tx.query<ScheduleRow>(
    `INSERT INTO admin_maintenance_schedules (id, origin, starts_at, ends_at, message, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${SCHEDULE_COLUMNS}`,
    [schedule.id, schedule.origin, schedule.startsAt, schedule.endsAt, schedule.message, schedule.at, schedule.by],
  );
  return toSchedule(rows[0]!);
}

/** An open window's origin, or null when there is none by that id (missing, ended or cancelled). */
export async function openScheduleOrigin(tx: Queryable, scheduleId: string): Promise<CompanyCode | null> {
  const { rows } = await tx.query<{ origin: CompanyCode }>(
    'SELECT origin FROM admin_maintenance_schedules WHERE id = $1 AND ended_at IS NULL AND cancelled_at IS NULL FOR UPDATE',
    [scheduleId],
  );
  return rows[0]?.origin ?? null;
}

export async function markCancelled(tx: Queryable, scheduleId: string, by: string, at: Date): Promise<void> {
  await tx.query('UPDATE admin_maintenance_schedules SET cancelled_at = $2, cancelled_by = $3 WHERE id = $1', [scheduleId, at, by]);
}

/** The window that holds maintenance on for `origin` right now, if one does. */
export async function runningScheduleOf(tx: Queryable, origin: CompanyCode): Promise<string | null> {
  const { rows } = await tx.query<{ schedule_id: string | null }>(
    'SELECT schedule_id FROM admin_maintenance WHERE origin = $1 AND active FOR UPDATE',
    [origin],
  );
  return rows[0]?.schedule_id ?? null;
}

/** A window is over for the job once it ended or was ended by hand: it is never switched again. */
export async function markEnded(tx: Queryable, scheduleId: string, at: Date): Promise<void> {
  await tx.query('UPDATE admin_maintenance_schedules SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [scheduleId, at]);
}
