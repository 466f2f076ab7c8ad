import { z } from 'zod';
import { createServiceRef } from '../../di/serviceRef';
import type { SessionGate } from '../api/fetchApiClient';

/**
 * `expired` differs from `loggedOut`: the user did not choose to leave, so the UI tells them
 * (the core session-expired modal) instead of silently showing the login page.
 */
export type SessionStatus = 'unknown' | 'loggedIn' | 'loggedOut' | 'expired';

export interface SessionState {
  readonly status: SessionStatus;
  /** Seconds since the epoch, as session-status reports it. */
  readonly expiresAt?: number;
  readonly hasRefreshToken: boolean;
}

export interface SessionService extends SessionGate {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Asks the server about the session and schedules its refresh. Call at start-up and after login. */
  start(): Promise<void>;
  /** Refreshes now (with retries); true when the session was extended. */
  refresh(): Promise<boolean>;
  /** The user logs out. */
  logout(): Promise<void>;
  /** Stops all timers (portal unmounted, test finished). */
  dispose(): void;
}

export const SessionServiceRef = createServiceRef<SessionService>({ id: 'core.session' });

export const sessionStatusSchema = z.object({
  hasRefreshToken: z.boolean(),
  expiresAt: z.number().nullable().optional(),
});

/** Refresh answers may carry the new expiry; if not, session-status is asked again. */
export const refreshSessionSchema = z
  .object({ expiresAt: z.number().nullable().optional(), hasRefreshToken: z.boolean().optional() })
  .passthrough()
  .nullable()
  .optional();

export const SESSION_PATHS = {
  status: '/api/auth/v1/session-status',
  refresh: '/api/auth/v1/refresh-session',
  logout: '/api/auth/v1/logout',
} as const;
