/** Durations and limits of accounts and sessions, in one place so tests and operators can see them. */
export interface AuthPolicy {
  /** A session unused this long ends (ms). Requests and refreshes slide it. */
  readonly idleTimeoutMs: number;
  /** A session ends this long after login whatever happens (ms). */
  readonly absoluteTimeoutMs: number;
  /** A used refresh token replayed within this window is a concurrent refresh, not theft (ms). */
  readonly refreshReuseGraceMs: number;
  /** last_seen is written at most this often, so reads do not each cost a write (ms). */
  readonly touchIntervalMs: number;
  readonly loginWindowMs: number;
  readonly maxFailuresPerAccount: number;
  readonly maxFailuresPerAddress: number;
  readonly codeTtlMs: number;
  readonly maxCodeAttempts: number;
  readonly resetTicketTtlMs: number;
}

const MINUTE = 60_000;

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  idleTimeoutMs: 30 * MINUTE,
  absoluteTimeoutMs: 12 * 60 * MINUTE,
  refreshReuseGraceMs: 10_000,
  touchIntervalMs: MINUTE,
  loginWindowMs: 15 * MINUTE,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
  codeTtlMs: 30 * MINUTE,
  maxCodeAttempts: 5,
  resetTicketTtlMs: 10 * MINUTE,
};
