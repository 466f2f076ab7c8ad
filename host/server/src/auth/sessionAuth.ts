import { ApiError, type AuthenticatedUser, type Database } from '@portal/core/server';
import type { FastifyRequest } from 'fastify';
import type { AuthPolicy } from './authPolicy';
import { readSessionToken } from './sessionCookies';
import { touchSession, type SessionRecord } from './sessionStore';
import { hashToken } from './tokens';

export interface CurrentSession {
  readonly session: SessionRecord;
  readonly user: AuthenticatedUser;
}

/** Resolves the request's session cookie to a user: the first step of DESIGN §5's chain. */
export interface SessionAuth {
  /** The live session and its user, or null; looked up once per request. */
  current(request: FastifyRequest): Promise<CurrentSession | null>;
  /** 401 UNAUTHORIZED without a live session. */
  requireUser(request: FastifyRequest): Promise<AuthenticatedUser>;
}

interface Row {
  id: string;
  user_id: string;
  last_seen_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  email: string;
  name: string;
  groups: string[] | null;
}

export function createSessionAuth(db: Database, now: () => Date, policy: AuthPolicy): SessionAuth {
  const cache = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

  async function lookup(request: FastifyRequest): Promise<CurrentSession | null> {
    const token = readSessionToken(request);
    if (!token) return null;
    const at = now();
    // One round trip per request for session, user and groups: this runs on every API call.
    const { rows } = await db.query<Row>(
      `SELECT s.id, s.user_id, s.last_seen_at, s.idle_expires_at, s.absolute_expires_at, u.email, u.name,
              (SELECT array_agg(g.group_name ORDER BY g.group_name) FROM user_groups g WHERE g.user_id = u.id) AS groups
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.idle_expires_at > $2 AND s.absolute_expires_at > $2`,
      [hashToken(token), at],
    );
    const row = rows[0];
    if (!row) return null;
    const session: SessionRecord = {
      id: row.id,
      userId: row.user_id,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.idle_expires_at < row.absolute_expires_at ? row.idle_expires_at : row.absolute_expires_at,
      absoluteExpiresAt: row.absolute_expires_at,
    };
    await touchSession(db, session, at, policy);
    return { session, user: { id: row.user_id, email: row.email, name: row.name, groups: row.groups ?? [] } };
  }

  return {
    current(request) {
      let found = cache.get(request);
      if (!found) {
        found = lookup(request);
        cache.set(request, found);
      }
      return found;
    },
    async requireUser(request) {
      const found = await this.current(request);
      if (!found) throw new ApiError('UNAUTHORIZED', 'Sign in to continue');
      return found.user;
    },
  };
}
