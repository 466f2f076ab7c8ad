import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@portal/core/server';
import type { AuthPolicy } from './authPolicy';
import { hashCode, hashToken, newSixDigitCode, newToken } from './tokens';

export type CodePurpose = 'signup' | 'reset';

/** A new code replaces any earlier unused one of the same purpose, so only the latest mail works. */
export async function issueCode(tx: Queryable, userId: string, purpose: CodePurpose, now: Date, policy: AuthPolicy): Promise<string> {
  const code = newSixDigitCode();
  await tx.query('DELETE FROM account_codes WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
  await tx.query(`INSERT INTO account_codes (id, user_id, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    randomUUID(),
    userId,
    purpose,
    hashCode(userId, purpose, code),
    now,
    new Date(now.getTime() + policy.codeTtlMs),
  ]);
  return code;
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * True once per valid code. Every wrong try counts, and after `maxCodeAttempts` the code is dead:
 * a million possible codes against five tries is what makes six digits enough.
 */
export async function consumeCode(
  tx: Queryable,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  policy: AuthPolicy,
): Promise<boolean> {
  const { rows } = await tx.query<{ id: string; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM account_codes
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId, purpose, now],
  );
  const row = rows[0];
  if (!row || row.attempts >= policy.maxCodeAttempts) return false;
  if (!sameHash(row.code_hash, hashCode(userId, purpose, code))) {
    await tx.query('UPDATE account_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return false;
  }
  await tx.query('UPDATE account_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
  return true;
}

/** A forced-reset ticket: proof that the password was just given, valid briefly and once. */
export async function issueResetTicket(tx: Queryable, userId: string, now: Date, policy: AuthPolicy): Promise<string> {
  const ticket = newToken();
  await tx.query("DELETE FROM account_codes WHERE user_id = $1 AND purpose = 'force_reset'", [userId]);
  await tx.query(`INSERT INTO account_codes (id, user_id, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, 'force_reset', $3, $4, $5)`, [
    randomUUID(),
    userId,
    hashToken(ticket),
    now,
    new Date(now.getTime() + policy.resetTicketTtlMs),
  ]);
  return ticket;
}

/** The ticket's user, consuming the ticket; null when unknown, used or expired. */
export async function consumeResetTicket(tx: Queryable, ticket: string, now: Date): Promise<string | null> {
  const { rows } = await tx.query<{ user_id: string }>(
    `UPDATE account_codes SET used_at = $2
     WHERE code_hash = $1 AND purpose = 'force_reset' AND used_at IS NULL AND expires_at > $2
     RETURNING user_id`,
    [hashToken(ticket), now],
  );
  return rows[0]?.user_id ?? null;
}
