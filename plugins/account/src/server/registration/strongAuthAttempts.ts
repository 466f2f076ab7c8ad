import type { Queryable } from '@portal/core/server';

/** How long the person has to identify at the provider, and then to finish registering. */
export const ATTEMPT_LIFETIME_MS = 15 * 60_000;
export const VERIFIED_LIFETIME_MS = 15 * 60_000;
/** Identifications a user may start in an hour: each one is a call to a paid provider. */
export const MAX_ATTEMPTS_PER_HOUR = 20;

export interface StrongAuthAttempt {
  readonly id: string;
  readonly userId: string;
  readonly state: string | null;
  readonly nonce: string | null;
  readonly codeVerifier: string | null;
  readonly expiresAt: Date;
  readonly verifiedAt: Date | null;
  readonly personIdDigest: string | null;
  readonly personName: string | null;
  readonly consumedAt: Date | null;
}

interface AttemptRow {
  id: string;
  user_id: string;
  state: string | null;
  nonce: string | null;
  code_verifier: string | null;
  expires_at: Date;
  verified_at: Date | null;
  person_id_digest: string | null;
  person_name: string | null;
  consumed_at: Date | null;
}

const toAttempt = (row: AttemptRow): StrongAuthAttempt => ({
  id: row.id,
  userId: row.user_id,
  state: row.state,
  nonce: row.nonce,
  codeVerifier: row.code_verifier,
  expiresAt: new Date(row.expires_at),
  verifiedAt: row.verified_at ? new Date(row.verified_at) : null,
  personIdDigest: row.person_id_digest,
  personName: row.person_name,
  consumedAt: row.consumed_at ? new Date(row.consumed_at) : null,
});

/** The attempt when it is this user's; another user's answers null, exactly like a missing one. */
export async function findOwnAttempt(db: Queryable, id: string, userId: string): Promise<StrongAuthAttempt | null> {
  const { rows } = await db.query<AttemptRow>('select * from strong_auth_attempts where id = $1 and user_id = $2', [id, userId]);
  return rows[0] ? toAttempt(rows[0]) : null;
}

export async function attemptIdTaken(db: Queryable, id: string): Promise<{ taken: boolean; ownerId: string | null }> {
  const { rows } = await db.query<{ user_id: string }>('select user_id from strong_auth_attempts where id = $1', [id]);
  return { taken: rows.length > 0, ownerId: rows[0]?.user_id ?? null };
}

export async function attemptsStartedSince(db: Queryable, userId: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from strong_auth_attempts where user_id = $1 and created_at > $2', [
    userId,
    since,
  ]);
  return rows[0]?.n ?? 0;
}

/** False when the id exists already (a race with another start of the same id). */
export async function insertAttempt(
  db: Queryable,
  attempt: { id: string; userId: string; state: string; nonce: string; codeVerifier: string; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `insert into strong_auth_attempts (id, user_id, state, nonce, code_verifier, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
    [
      attempt.id,
      attempt.userId,
      attempt.state,
      attempt.nonce,
      attempt.codeVerifier,
      attempt.now,
      new Date(attempt.now.getTime() + ATTEMPT_LIFETIME_MS),
    ],
  );
  return (result.affectedRows ?? 0) > 0;
}

/** The secrets of the flow are single-use: cleared when the provider's answer comes back, whatever it was. */
export async function endAttempt(db: Queryable, id: string): Promise<void> {
  await db.query('update strong_auth_attempts set state = null, nonce = null, code_verifier = null where id = $1', [id]);
}

export async function markVerified(db: Queryable, id: string, personIdDigest: string, personName: string, now: Date): Promise<void> {
  await db.query(
    `update strong_auth_attempts set state = null, nonce = null, code_verifier = null,
            verified_at = $2, person_id_digest = $3, person_name = $4 where id = $1`,
    [id, now, personIdDigest, personName],
  );
}

export async function markConsumed(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update strong_auth_attempts set consumed_at = $2 where id = $1', [id, now]);
}
