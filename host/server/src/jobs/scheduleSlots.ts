import type { Database } from '@portal/core/server';
import { latestSlot, nextSlot } from './helsinkiSchedule';
import { insertJob } from './jobQueue';
import type { JobRegistry } from './jobRegistry';

/**
 * Queues the scheduled jobs whose slot has come. Each slot is queued exactly once however many
 * replicas look: `job_schedules` keeps the last slot queued per job, and only the replica whose
 * conditional upsert moves it forward inserts the job, in the same transaction.
 *
 * A schedule first seen by this server counts slots from `since` (the runner's start), so a new
 * schedule does not fire for a slot that passed before it existed; after a stop, the latest missed
 * slot runs once when a server is back.
 */
export function createScheduleSlots(db: Database, registry: JobRegistry, now: () => Date, since: Date) {
  // When each schedule is next due, as last read; nothing is read from the database before then.
  const dueAt = new Map<string, number>();

  async function queueSlot(name: string, slot: Date): Promise<boolean> {
    const job = registry.get(name);
    if (!job) return false;
    return db.transaction(async (tx) => {
      const moved = await tx.query(
        `INSERT INTO job_schedules (name, last_slot_at) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET last_slot_at = EXCLUDED.last_slot_at
          WHERE job_schedules.last_slot_at < EXCLUDED.last_slot_at
         RETURNING name`,
        [name, slot],
      );
      if (moved.rows.length === 0) return false;
      await insertJob(tx, job, {}, { startAfter: slot, createdAt: now() });
      return true;
    });
  }

  /** Queues every due slot; answers how many jobs this call queued. */
  return async function queueDueSlots(): Promise<number> {
    const scheduled = registry.scheduled;
    if (scheduled.length === 0) return 0;
    const at = now();
    if (scheduled.every((job) => (dueAt.get(job.name) ?? 0) > at.getTime())) return 0;
    const { rows } = await db.query<{ name: string; last_slot_at: Date }>(
      'SELECT name, last_slot_at FROM job_schedules WHERE name = ANY($1::text[])',
      [scheduled.map((job) => job.name)],
    );
    const last = new Map(rows.map((row) => [row.name, row.last_slot_at]));
    let queued = 0;
    for (const job of scheduled) {
      const after = last.get(job.name) ?? since;
      const slot = latestSlot(job.schedule, after, at);
      if (slot && (await queueSlot(job.name, slot))) queued += 1;
      dueAt.set(job.name, nextSlot(job.schedule, slot ?? after).getTime());
    }
    return queued;
  };
}
