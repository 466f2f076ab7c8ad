import type { Database } from '@portal/core/server';

const DAY = 24 * 60 * 60_000;

/** Removes rows that no longer mean anything, so the auth tables stay small. Safe on every replica. */
export async function pruneExpired(db: Database, now: Date): Promise<void> {
  await db.query('DELETE FROM sessions WHERE absolute_expires_at < $1 OR idle_expires_at < $1', [now]);
  await db.query('DELETE FROM login_attempts WHERE at < $1', [new Date(now.getTime() - DAY)]);
  await db.query('DELETE FROM account_codes WHERE expires_at < $1', [new Date(now.getTime() - DAY)]);
  // Identification attempts hold a person digest: gone a day after they expire, used or not.
  await db.query('DELETE FROM strong_auth_attempts WHERE expires_at < $1', [new Date(now.getTime() - DAY)]);
  await db.query('DELETE FROM registration_failures WHERE failed_at < $1', [new Date(now.getTime() - DAY)]);
  // Sent mail holds codes in clear text: keep it only for a week of troubleshooting.
  await db.query('DELETE FROM outbox WHERE sent_at < $1', [new Date(now.getTime() - 7 * DAY)]);
  // Finished background jobs stay a month for the administrators' list (docs/jobs.md).
  await db.query(`DELETE FROM jobs WHERE state IN ('completed', 'failed', 'cancelled') AND completed_at < $1`, [new Date(now.getTime() - 30 * DAY)]);
}
