import type { JobQueue, Queryable } from '@portal/core/server';

/** The host job that sends due deliveries (hostJobs.ts); notify queues it for each due instant. */
export const DELIVER_NOTIFICATIONS_JOB = 'core.deliver-notifications';

/** Deliveries due within one slot share a job: a mass message queues a handful of jobs, not one per person. */
const SLOT_MS = 10_000;

/**
 * Queues the delivery job for the end of the slot `due` falls in (7:00 exactly for the morning's held
 * ones), once per slot: the job delivers everything due by then, whoever it is for.
 */
export async function queueDeliveryJob(jobs: JobQueue, due: Date, tx?: Queryable): Promise<void> {
  const slotEnd = new Date(Math.ceil(due.getTime() / SLOT_MS) * SLOT_MS);
  await jobs.send(DELIVER_NOTIFICATIONS_JOB, {}, { startAfter: slotEnd, singletonKey: slotEnd.toISOString(), ...(tx ? { tx } : {}) });
}
