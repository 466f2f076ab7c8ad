import type { Queryable } from '@portal/core/server';
import type { AuthPolicy } from './authPolicy';

/**
 * Failed logins per account and per client address in a sliding window, stored in the database so
 * the limit holds however many replicas answer. The account key is the email as typed (normalised),
 * so an unknown email is throttled exactly like a known one and the answer tells nothing.
 */
export async function isLoginThrottled(db: Queryable, account: string, address: string, now: Date, policy: AuthPolicy): Promise<boolean> {
  const since = new Date(now.getTime() - policy.loginWindowMs);
  const { rows } = await db.query<{ by_account: number; by_address: number }>(
    `SELECT
       (SELECT count(*) FROM login_attempts WHERE account = $1 AND at > $3)::int AS by_account,
       (SELECT count(*) FROM login_attempts WHERE address = $2 AND at > $3)::int AS by_address`,
    [account, address, since],
  );
  const counts = rows[0];
  return !!counts && (counts.by_account >= policy.maxFailuresPerAccount || counts.by_address >= policy.maxFailuresPerAddress);
}

export async function recordLoginFailure(db: Queryable, account: string, address: string, now: Date): Promise<void> {
  await db.query('INSERT INTO login_attempts (account, address, at) VALUES ($1, $2, $3)', [account, address, now]);
}

/** A successful login forgives the account's failures (not the address's: it may be guessing others). */
export async function clearAccountFailures(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE account = $1', [account]);
}
