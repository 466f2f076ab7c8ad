import { defineJob, type JobContext } from '@portal/core/server';
import { notifyParties } from '../notifyParties';
import { removeAccessRows } from '../store/accessRows';
import { loadRepresentations } from '../store/loadRepresentations';

const REMINDER_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Hourly: grants past their last day become expired (their access rows go in the same transaction),
 * and the customer is reminded two weeks before a right ends. Idempotent: an expired grant is not
 * picked again, and the reminder's dedupe key (grant + last day) sends it once per expiry date — a
 * renewed grant is reminded again before its new last day.
 */
export async function runExpiry(context: Pick<JobContext, 'db' | 'now' | 'notifications'>): Promise<void> {
  const now = context.now();
  const { rows: due } = await context.db.query<{ id: string; company: string }>(
    `select id, company from representations where status in ('pending', 'active') and expires_at <= $1 order by id`,
    [now.toISOString()],
  );
  for (const { id, company } of due) {
    await context.db.transaction(async (tx) => {
      const [grant] = await loadRepresentations(tx, company, { id }, { forUpdate: true });
      if (!grant || (grant.status !== 'pending' && grant.status !== 'active')) return;
      await tx.query(`update representations set status = 'expired' where id = $1`, [id]);
      await removeAccessRows(tx, grant);
      await notifyParties(context.notifications, tx, grant, 'expired');
    });
  }
  const { rows: ending } = await context.db.query<{ id: string; company: string }>(
    `select id, company from representations where status = 'active' and expires_at > $1 and expires_at <= $2 order by id`,
    [now.toISOString(), new Date(now.getTime() + REMINDER_DAYS * DAY_MS).toISOString()],
  );
  for (const { id, company } of ending) {
    const [grant] = await loadRepresentations(context.db, company, { id });
    if (grant) await notifyParties(context.notifications, context.db, grant, 'expiring', { representative: false });
  }
}

// No flag check (docs/jobs.md "Feature flags in jobs"): ending a grant of read rights on someone's
// places, and telling the parties it ends, is access-rights upkeep. The rights exist whether or not
// the representative screens are shown, so they must lapse on time and the owner must hear of it.
export const expiryJob = defineJob({
  name: 'representation.expire',
  schedule: '5 * * * *',
  run: (_data, context) => runExpiry(context),
});
