import { createServiceRef } from '../../di/serviceRef';
import type { ResponseSchema } from '../api/apiClient';
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
  /**
   * The session ends at `expiresAt` unless the user acts, and that is less than
   * SESSION_WARNING_LEAD_MS away: there is no refresh token, the refresh gave up, or a refresh could
   * not move the expiry (the absolute limit). The shell warns and offers `extend` (WCAG 2.2.1).
   */
  readonly endingSoon?: boolean;
}

export interface SessionService extends SessionGate {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Asks the server about the session and schedules its refresh. Call at start-up and after login. */
  start(): Promise<void>;
  /** Refreshes now (with retries); true when the session was extended. */
  refresh(): Promise<boolean>;
  /**
   * The user asked to continue a session that is ending soon: refresh it, or without a refresh token
   * make a request as the user (it slides the server's idle expiry) and read the new expiry. True
   * when the session is no longer ending soon.
   */
  extend(): Promise<boolean>;
  /** The user logs out. */
  logout(): Promise<void>;
  /** Stops all timers (portal unmounted, test finished). */
  dispose(): void;
}

export const SessionServiceRef = createServiceRef<SessionService>({ id: 'core.session' });

/** What session-status answers (requirements §7): `expiresAt` in seconds since the epoch. */
export interface SessionStatusAnswer {
  readonly hasRefreshToken: boolean;
  readonly expiresAt?: number | null;
}

/** Refresh answers may carry the new expiry; if not, session-status is asked again. */
export type RefreshSessionAnswer = Partial<SessionStatusAnswer> | null | undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isOptionalSeconds = (value: unknown) => value === undefined || value === null || typeof value === 'number';

/**
 * Hand-written rather than zod: the session is checked on every start, and zod would be the largest
 * library in the initial bundle for the sake of two fields.
 */
export const sessionStatusSchema: ResponseSchema<SessionStatusAnswer> = {
  safeParse(value) {
    if (isObject(value) && typeof value.hasRefreshToken === 'boolean' && isOptionalSeconds(value.expiresAt)) {
      return { success: true, data: { hasRefreshToken: value.hasRefreshToken, expiresAt: value.expiresAt as number | null | undefined } };
    }
    return { success: false, error: { issues: [{ path: [], message: 'expected { hasRefreshToken: boolean, expiresAt?: number }' }] } };
  },
};

export const refreshSessionSchema: ResponseSchema<RefreshSessionAnswer> = {
  safeParse(value) {
    if (value === null || value === undefined || value === '') return { success: true, data: null };
    if (
      isObject(value) &&
      isOptionalSeconds(value.expiresAt) &&
      (value.hasRefreshToken === undefined || typeof value.hasRefreshToken === 'boolean')
    ) {
      return { success: true, data: value as RefreshSessionAnswer };
    }
    return { success: false, error: { issues: [{ path: [], message: 'expected { expiresAt?: number }' }] } };
  },
};

export const SESSION_PATHS = {
  status: '/api/auth/v1/session-status',
  refresh: '/api/auth/v1/refresh-session',
  logout: '/api/auth/v1/logout',
  /** Any authenticated call slides the idle expiry; this one is core's and cheap (requirements §7 /v2/me). */
  touch: '/api/v2/me',
} as const;
