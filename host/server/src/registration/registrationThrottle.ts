import type { Queryable } from '@portal/core/server';

/** Failed invoice proofs allowed per user in an hour; the next attempt is refused until the oldest ages out. */
export const MAX_PROOF_FAILURES_PER_HOUR = 5;
const HOUR = 60 * 60_000;

export async function proofFailuresInLastHour(db: Queryable, userId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from registration_failures where user_id = $1 and failed_at > $2', [
    userId,
    new Date(now.getTime() - HOUR),
  ]);
  return rows[0]?.n ?? 0;
}

/** Recorded outside the request's transaction: the failure must count even though the call is refused. */
export async function recordProofFailure(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('insert into registration_failures (user_id, failed_at) values ($1, $2)', [userId, now]);
}
