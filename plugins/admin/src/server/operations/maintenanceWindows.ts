import type { CompanyCode, Database } from '@portal/core/server';
import { markEnded, writeMaintenance } from './maintenanceStore';

interface DueRow {
  id: string;
  origin: CompanyCode;
  message: string | null;
}

export interface WindowSwitches {
  readonly started: readonly string[];
  readonly ended: readonly string[];
}

/**
 * Brings maintenance in line with the scheduled windows at `now`: ends the windows whose end has come
 * (switching maintenance off only where that window still holds it — an administrator's later switch
 * wins), then starts those whose start has come. Idempotent: started_at/ended_at record what was done,
 * so a retried or doubled run changes nothing. A window missed entirely (every server down through
 * it) is ended without ever switching on.
 */
export async function switchMaintenanceWindows(db: Database, now: Date): Promise<WindowSwitches> {
  return db.transaction(async (tx) => {
    const ending = await tx.query<DueRow>(
      `SELECT id, origin, message FROM admin_maintenance_schedules
        WHERE ended_at IS NULL AND cancelled_at IS NULL AND ends_at <= $1 ORDER BY ends_at, id FOR UPDATE`,
      [now],
    );
    for (const window of ending.rows) {
      await tx.query(
        `UPDATE admin_maintenance SET active = false, since = NULL, schedule_id = NULL, updated_at = $2, updated_by = NULL
          WHERE origin = $1 AND active AND schedule_id = $3`,
        [window.origin, now, window.id],
      );
      await markEnded(tx, window.id, now);
    }
    const starting = await tx.query<DueRow>(
      `SELECT id, origin, message FROM admin_maintenance_schedules
        WHERE started_at IS NULL AND ended_at IS NULL AND cancelled_at IS NULL AND starts_at <= $1 AND ends_at > $1
        ORDER BY starts_at, id FOR UPDATE`,
      [now],
    );
    for (const window of starting.rows) {
      await writeMaintenance(tx, { origin: window.origin, active: true, message: window.message, scheduleId: window.id, by: null, at: now });
      await tx.query('UPDATE admin_maintenance_schedules SET started_at = $2 WHERE id = $1', [window.id, now]);
    }
    return { started: starting.rows.map((row) => row.id), ended: ending.rows.map((row) => row.id) };
  });
}
