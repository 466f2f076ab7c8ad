import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@portal/core/server';
import type { AuthPolicy } from './authPolicy';
import { hashToken, newToken } from './tokens';

/**
 * Sessions live in the database, so any replica can serve any request (DESIGN §9). A session is one
 * login: its token rotates on every refresh, and its refresh tokens form one family that dies with it.
 */
export interface IssuedTokens {
  readonly sessionToken: string;
  readonly refreshToken: string;
  readonly expiresAt: Date;
  /** For the cookies' lifetime: no cookie should outlive the absolute expiry. */
  readonly absoluteExpiresAt: Date;
}

export interface SessionRecord {
  readonly id: string;
  readonly userId: string;
  readonly lastSeenAt: Date;
  /** The earlier of the idle and the absolute expiry. */
  readonly expiresAt: Date;
  readonly absoluteExpiresAt: Date;
}

interface SessionRow {
  id: string;
  user_id: string;
  last_seen_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
}

const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    lastSeenAt: row.last_seen_at,
    expiresAt: earlier(row.idle_expires_at, row.absolute_expires_at),
    absoluteExpiresAt: row.absolute_expires_at,
  };
}

const SESSION_COLUMNS = 'id, user_id, last_seen_at, idle_expires_at, absolute_expires_at';
const LIVE = 'idle_expires_at > $2 AND absolute_expires_at > $2';

export async function createSession(db: Queryable, userId: string, now: Date, policy: AuthPolicy): Promise<IssuedTokens> {
  const sessionToken = newToken();
  const refreshToken = newToken();
  const id = randomUUID();
  const absoluteExpiresAt = plus(now, policy.absoluteTimeoutMs);
  const idleExpiresAt = earlier(plus(now, policy.idleTimeoutMs), absoluteExpiresAt);
  await db.query(
    `INSERT INTO sessions (id, user_id, token_hash, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [id, userId, hashToken(sessionToken), now, idleExpiresAt, absoluteExpiresAt],
  );
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)', [hashToken(refreshToken), id, now]);
  return { sessionToken, refreshToken, expiresAt: idleExpiresAt, absoluteExpiresAt };
}

export async function findSession(db: Queryable, sessionToken: string, now: Date): Promise<SessionRecord | null> {
  const { rows } = await db.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE token_hash = $1 AND ${LIVE}`, [
    hashToken(sessionToken),
    now,
  ]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Slides the idle expiry; written at most once per touch interval so reads stay reads. */
export async function touchSession(db: Queryable, session: SessionRecord, now: Date, policy: AuthPolicy): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < policy.touchIntervalMs) return;
  await db.query(`UPDATE sessions SET last_seen_at = $2, idle_expires_at = LEAST($3::timestamptz, absolute_expires_at) WHERE id = $1`, [
    session.id,
    now,
    plus(now, policy.idleTimeoutMs),
  ]);
}

/** Whether `refreshToken` is the live, unused refresh token of this session. */
export async function hasLiveRefreshToken(db: Queryable, sessionId: string, refreshToken: string | undefined): Promise<boolean> {
  if (!refreshToken) return false;
  const { rows } = await db.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1 AND session_id = $2 AND used_at IS NULL', [
    hashToken(refreshToken),
    sessionId,
  ]);
  return rows.length > 0;
}

/** The session a refresh token belongs to, if that session is still live (used or not). */
export async function findSessionByRefreshToken(db: Queryable, refreshToken: string, now: Date): Promise<SessionRecord | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM sessions
     WHERE id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1) AND ${LIVE}`,
    [hashToken(refreshToken), now],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

/** After a password change every login of the account ends: how many did. */
export async function endUserSessions(db: Queryable, userId: string): Promise<number> {
  const result = await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  return result.affectedRows ?? 0;
}

export type RefreshOutcome =
  | { readonly kind: 'rotated'; readonly session: SessionRecord; readonly tokens: IssuedTokens }
  /** A second refresh with the same token within the grace window: the first one already rotated. */
  | { readonly kind: 'concurrent'; readonly session: SessionRecord }
  | { readonly kind: 'rejected'; readonly reason: 'unknown' | 'expired' | 'reused'; readonly sessionId?: string; readonly userId?: string };

interface RefreshRow extends SessionRow {
  used_at: Date | null;
}

/**
 * Rotates the refresh token and the session token. A used token replayed after the grace window means
 * two parties hold the family (one of them stole it): the whole session is revoked.
 */
export async function refreshSession(db: Database, refreshToken: string, now: Date, policy: AuthPolicy): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    // FOR UPDATE (of both rows) serialises concurrent refreshes of one token: the second waits, then
    // re-reads the token row and sees it used, so exactly one of them rotates.
    const { rows } = await tx.query<RefreshRow>(
      `SELECT s.id, s.user_id, s.last_seen_at, s.idle_expires_at, s.absolute_expires_at, r.used_at
       FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
       WHERE r.token_hash = $1
       FOR UPDATE`,
      [hashToken(refreshToken)],
    );
    const row = rows[0];
    if (!row) return { kind: 'rejected', reason: 'unknown' };
    const session = toRecord(row);
    if (session.expiresAt.getTime() <= now.getTime()) {
      await endSession(tx, session.id);
      return { kind: 'rejected', reason: 'expired', sessionId: session.id };
    }
    if (row.used_at) {
      if (now.getTime() - row.used_at.getTime() <= policy.refreshReuseGraceMs) return { kind: 'concurrent', session };
      await endSession(tx, session.id);
      return { kind: 'rejected', reason: 'reused', sessionId: session.id, userId: session.userId };
    }
    const sessionToken = newToken();
    const nextRefreshToken = newToken();
    const idleExpiresAt = earlier(plus(now, policy.idleTimeoutMs), session.absoluteExpiresAt);
    await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [hashToken(refreshToken), now]);
    await tx.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)', [
      hashToken(nextRefreshToken),
      session.id,
      now,
    ]);
    await tx.query('UPDATE sessions SET token_hash = $2, last_seen_at = $3, idle_expires_at = $4 WHERE id = $1', [
      session.id,
      hashToken(sessionToken),
      now,
      idleExpiresAt,
    ]);
    const tokens: IssuedTokens = {
      sessionToken,
      refreshToken: nextRefreshToken,
      expiresAt: idleExpiresAt,
      absoluteExpiresAt: session.absoluteExpiresAt,
    };
    return { kind: 'rotated', session: { ...session, lastSeenAt: now, expiresAt: idleExpiresAt }, tokens };
  });
}
