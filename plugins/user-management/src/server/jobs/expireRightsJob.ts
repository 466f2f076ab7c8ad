import { defineJob } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import { syncLabelRules } from '../company/labelRules';

// No flag check (docs/jobs.md "Feature flags in jobs"): a right whose last day has passed must go
// whatever the screens show; removing access is never something a flag may hold back.
/**
 * Removes sub-user rights (and rules by label) whose last day has passed (user_management_right_expiry.expires_on is the
 * last Helsinki local day the right holds). Runs a few minutes after each Helsinki midnight; a second
 * run deletes nothing more, so a retry is harmless.
 */
export const expireRightsJob = defineJob({
  name: 'user-management.expire-rights',
  schedule: '5 0 * * *',
  async run(_data, { db, now }) {
    const today = localDateOf(now());
    await db.transaction(async (tx) => {
      // An expired rule by label ends too; the sync then removes the places it gave.
      const rules = await tx.query('delete from user_management_label_rules where expires_on < $1::date returning user_id', [today]);
      if (rules.rows.length) await syncLabelRules(tx);
      const { rows } = await tx.query<{ user_id: string; location_identifier: string }>(
        `delete from user_management_right_expiry where expires_on < $1::date returning user_id, location_identifier`,
        [today],
      );
      if (!rows.length) return;
      const users = rows.map((row) => row.user_id);
      const places = rows.map((row) => row.location_identifier);
      // Only sub-user grants expire: if the login became the owner meanwhile, that grant is theirs.
      await tx.query(
        `delete from location_access la using unnest($1::text[], $2::text[]) as x(user_id, location_identifier)
          where la.user_id = x.user_id and la.location_identifier = x.location_identifier and la.relation = 'subUser'`,
        [users, places],
      );
      await tx.query(
        `delete from content_order c using unnest($1::text[], $2::text[]) as x(user_id, location_identifier)
          where c.user_id = x.user_id and c.location_identifier = x.location_identifier
            and not exists (select 1 from location_access la where la.user_id = c.user_id and la.location_identifier = c.location_identifier)`,
        [users, places],
      );
    });
  },
});
