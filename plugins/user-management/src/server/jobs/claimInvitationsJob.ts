import { defineJob, type CompanyCode } from '@portal/core/server';
import { joinCompany } from '../company/membership';

// No flag check (docs/jobs.md "Feature flags in jobs"): access-rights upkeep that a main user started;
// it tells no one and shows nothing, and the b2b routes behind the locations flag decide what is seen.
/**
 * Links invitations to logins: once a verified account with an invited address exists, it becomes a
 * sub-user of the inviting company (with no places yet; the main user grants them). The host's sign-up
 * publishes no event a plugin could listen to, so this runs every minute; it touches only open
 * invitations whose address has a verified login, so an idle run is one indexed query.
 */
export const claimInvitationsJob = defineJob({
  name: 'user-management.claim-invitations',
  schedule: '* * * * *',
  async run(_data, { db, now }) {
    const at = now();
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; company: string; customer_code: string; user_id: string }>(
        `select i.id, i.company, i.customer_code, u.id as user_id
           from user_management_invitations i join users u on lower(u.email) = lower(i.email)
          where i.claimed_at is null and u.verified
          for update of i skip locked`,
      );
      for (const row of rows) {
        await joinCompany(tx, { company: row.company as CompanyCode, customerCode: row.customer_code }, row.user_id, at);
        await tx.query('update user_management_invitations set claimed_by = $2, claimed_at = $3 where id = $1', [row.id, row.user_id, at]);
      }
    });
  },
});
