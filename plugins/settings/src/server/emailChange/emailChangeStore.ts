import type { Queryable } from '@portal/core/server';
import { timingSafeEqual } from 'node:crypto';
import { emailChangeCodeHash, newSixDigitCode } from './emailChangeCode';

/** Starts (or restarts) the change: the earlier pending code, if any, stops working. */
export async function startEmailChange(tx: Queryable, userId: string, newEmail: string, now: Date, ttlMs: number): Promise<string> {
  const code = newSixDigitCode();
  // The hash binds the code to the account and the new address: a code cannot confirm another address.
  await tx.query(
    `INSERT INTO email_changes (user_id, new_email, code_hash, created_at, expires_at, attempts) VALUES ($1, $2, $3, $4, $5, 0)
     ON CONFLICT (user_id) DO UPDATE SET new_email = $2, code_hash = $3, created_at = $4, expires_at = $5, attempts = 0`,
    [userId, newEmail, emailChangeCodeHash(userId, newEmail, code), now, new Date(now.getTime() + ttlMs)],
  );
  return code;
}

export type ConfirmOutcome =
  | { readonly status: 'confirmed'; readonly newEmail: string }
  | { readonly status: 'none' | 'expired' | 'locked' }
  | { readonly status: 'wrong'; readonly attemptsLeft: number };

/**
 * Checks a code; every wrong try counts and after `maxAttempts` the change is dead (a new request
 * starts over). Confirmed or dead, the pending row is removed. The caller commits the outcome before
 * answering an error, so a wrong try is counted even though the request fails.
 */
export async function confirmEmailChange(tx: Queryable, userId: string, code: string, now: Date, maxAttempts: number): Promise<ConfirmOutcome> {
  const { rows } = await tx.query<{ new_email: string; code_hash: string; expires_at: Date; attempts: number }>(
    'SELECT new_email, code_hash, expires_at, attempts FROM email_changes WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  const row = rows[0];
  if (!row) return { status: 'none' };
  if (row.expires_at.getTime() <= now.getTime()) {
    await tx.query('DELETE FROM email_changes WHERE user_id = $1', [userId]);
    return { status: 'expired' };
  }
  if (row.attempts >= maxAttempts) return { status: 'locked' };
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(emailChangeCodeHash(userId, row.new_email, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    const attempts = row.attempts + 1;
    await tx.query('UPDATE email_changes SET attempts = $2 WHERE user_id = $1', [userId, attempts]);
    return attempts >= maxAttempts ? { status: 'locked' } : { status: 'wrong', attemptsLeft: maxAttempts - attempts };
  }
  await tx.query('DELETE FROM email_changes WHERE user_id = $1', [userId]);
  return { status: 'confirmed', newEmail: row.new_email };
}
