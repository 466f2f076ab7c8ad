import { ApiError, preparedSql, type AuthenticatedUser, type CustomerCode, type Database } from '@portal/core/server';
import type { FastifyRequest } from 'fastify';
import type { MeProfile } from '../users/meProfile';
import type { UiMode } from '../users/userStore';
import type { AuthPolicy } from './authPolicy';
import { readSessionToken } from './sessionCookies';
import { touchSession, type SessionRecord } from './sessionStore';
import { hashToken } from './tokens';

export interface CurrentSession {
  readonly session: SessionRecord;
  readonly user: AuthenticatedUser;
  /** The rest of the user's account, for /v2/me. */
  readonly profile: MeProfile;
}

/** Resolves the request's session cookie to a user: the first step of DESIGN §5's chain. */
export interface SessionAuth {
  /** The live session and its user, or null; looked up once per request. */
  current(request: FastifyRequest): Promise<CurrentSession | null>;
  /** 401 UNAUTHORIZED without a live session. */
  requireUser(request: FastifyRequest): Promise<AuthenticatedUser>;
  /**
   * Call after ending a session (logout, refresh, password change, deletion): lookups still in flight
   * may have read it before it ended, so later requests must not join them.
   */
  forgetSharedLookups(): void;
}

interface Row {
  id: string;
  user_id: string;
  last_seen_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  email: string;
  name: string;
  phone: string | null;
  verified: boolean;
  ui_mode: UiMode;
  subscribed_to_tips: boolean;
  groups: string[] | null;
  customer_codes: CustomerCode[];
}

/**
 * Session, user, groups and customer codes in one round trip, as a prepared statement: it runs on
 * every API call, and on PostgreSQL a round trip and the planning cost far more than the few extra
 * columns /v2/me needs (docs/performance.md, API).
 */
const SESSION_LOOKUP = preparedSql(
  'session_lookup',
  `SELECT s.id, s.user_id, s.last_seen_at, s.idle_expires_at, s.absolute_expires_at,
          u.email, u.name, u.phone, u.verified, u.ui_mode, u.subscribed_to_tips,
          (SELECT array_agg(g.group_name ORDER BY g.group_name) FROM user_groups g WHERE g.user_id = u.id) AS groups,
          (SELECT coalesce(json_agg(json_build_object(
                    'company', c.company, 'companyName', co.name, 'customerCode', c.customer_code,
                    'customerType', c.customer_type)
                  ORDER BY c.company, c.customer_code), '[]'::json)
           FROM customerships c JOIN companies co ON co.code = c.company
           WHERE c.user_id = u.id) AS customer_codes
   FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.token_hash = $1 AND s.idle_expires_at > $2 AND s.absolute_expires_at > $2`,
);

export function createSessionAuth(db: Database, now: () => Date, policy: AuthPolicy): SessionAuth {
  const cache = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();
  // Single flight: requests of one session that arrive while its lookup is running share that lookup
  // (a page load asks for /me, flags and places at once). Nothing outlives the lookup, so a session
  // ended in the database is seen by the next lookup, on every replica; no cache, no TTL.
  const inFlight = new Map<string, Promise<CurrentSession | null>>();

  async function load(tokenHash: string): Promise<CurrentSession | null> {
    const at = now();
    const { rows } = await db.query<Row>(SESSION_LOOKUP, [tokenHash, at]);
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
    return {
      session,
      user: { id: row.user_id, email: row.email, name: row.name, groups: row.groups ?? [] },
      profile: {
        id: row.user_id,
        email: row.email,
        name: row.name,
        phone: row.phone,
        verified: row.verified,
        uiMode: row.ui_mode,
        subscribedToTips: row.subscribed_to_tips,
        customerCodes: row.customer_codes,
      },
    };
  }

  function lookup(request: FastifyRequest): Promise<CurrentSession | null> {
    const token = readSessionToken(request);
    if (!token) return Promise.resolve(null);
    const tokenHash = hashToken(token);
    const running = inFlight.get(tokenHash);
    if (running) return running;
    const started = load(tokenHash).finally(() => {
      if (inFlight.get(tokenHash) === started) inFlight.delete(tokenHash);
    });
    inFlight.set(tokenHash, started);
    return started;
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
    forgetSharedLookups() {
      inFlight.clear();
    },
  };
}
