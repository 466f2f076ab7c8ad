import type { ApiClient } from '../api/apiClient';
import type { Clock } from '../clock/clock';
import type { Logger } from '../logger/logger';
import { createListenerSet } from '../../state/listenerSet';
import { SESSION_PATHS, refreshSessionSchema, sessionStatusSchema, type SessionService, type SessionState } from './sessionService';
import { SESSION_REFRESH_ATTEMPTS, SESSION_REFRESH_LEAD_MS, SESSION_REFRESH_RETRY_DELAY_MS, SESSION_WARNING_LEAD_MS } from './sessionTiming';

const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export interface SessionServiceOptions {
  readonly api: ApiClient;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly retryDelayMs?: number;
  /** Runs while the session still exists, before a sign-out the person asked for (e.g. forget push). */
  readonly beforeLogout?: () => Promise<void>;
}

/**
 * requirements §4/§8/§9 session lifecycle. Timers are plain setTimeout (so test fake timers drive them);
 * "now" comes from the injected clock.
 */
export function createSessionService(options: SessionServiceOptions): SessionService {
  const { api, clock, logger } = options;
  const retryDelayMs = options.retryDelayMs ?? SESSION_REFRESH_RETRY_DELAY_MS;
  const listeners = createListenerSet();
  let state: SessionState = { status: 'unknown', hasRefreshToken: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | undefined;
  let disposed = false;
  /** The refresh cannot keep this session alive (it failed, or it no longer moves the expiry). */
  let refreshGaveUp = false;

  const setState = (next: SessionState) => {
    state = next;
    listeners.notify();
  };
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const at = (ms: number, action: () => void) => {
    clearTimer();
    if (disposed) return;
    const delay = Math.max(0, ms - clock.now().getTime());
    // setTimeout fires at once for delays beyond 2^31-1 ms (~24.8 days); wait in steps instead.
    timer = delay > MAX_TIMER_DELAY_MS ? setTimeout(() => at(ms, action), MAX_TIMER_DELAY_MS) : setTimeout(action, delay);
  };
  const hasExpired = () => state.expiresAt !== undefined && clock.now().getTime() >= state.expiresAt * 1000;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** A session that no longer exists: stop everything and let the UI say so. */
  const expire = () => {
    clearTimer();
    if (state.status === 'expired' || state.status === 'loggedOut') return;
    setState({ status: 'expired', hasRefreshToken: false });
  };

  const scheduleRefresh = (expiresAt: number) => {
    at(expiresAt * 1000 - SESSION_REFRESH_LEAD_MS, () => void refresh());
  };

  /** A session nothing will refresh: warn before it ends, and end it when it does. */
  const scheduleWarning = (expiresAt: number) => {
    at(expiresAt * 1000 - SESSION_WARNING_LEAD_MS, () => void warnOrPostpone(expiresAt));
  };

  async function warnOrPostpone(expiresAt: number): Promise<void> {
    if (!state.hasRefreshToken && !refreshGaveUp) {
      // Without a refresh token the server still slides the idle expiry on every call the user made:
      // ask before warning about an expiry that may have moved.
      const answer = await readStatus();
      if (answer && answer.expiresAt != null && answer.expiresAt * 1000 - SESSION_WARNING_LEAD_MS > clock.now().getTime()) {
        applyStatus(answer);
        return;
      }
    }
    if (disposed || state.status !== 'loggedIn') return;
    setState({ ...state, endingSoon: true });
    at(expiresAt * 1000, () => void endOrContinue());
  }

  /** At the expiry: end the session unless the server says it lives on (the user was active). */
  async function endOrContinue(): Promise<void> {
    const answer = state.hasRefreshToken ? undefined : await readStatus();
    if (answer && answer.expiresAt != null && answer.expiresAt * 1000 > clock.now().getTime()) {
      applyStatus(answer);
      return;
    }
    await endSession();
  }

  async function readStatus() {
    try {
      return await api.post(SESSION_PATHS.status, {}, { schema: sessionStatusSchema });
    } catch (error) {
      logger.warn('Session status could not be read', error);
      return undefined;
    }
  }

  const applyStatus = (status: { hasRefreshToken: boolean; expiresAt?: number | null | undefined }) => {
    const expiresAt = status.expiresAt ?? undefined;
    const alive = expiresAt !== undefined && expiresAt * 1000 > clock.now().getTime();
    setState({
      status: alive ? 'loggedIn' : 'loggedOut',
      hasRefreshToken: status.hasRefreshToken,
      ...(expiresAt !== undefined ? { expiresAt } : {}),
    });
    if (!alive) return;
    if (!status.hasRefreshToken) {
      logger.info('Session has no refresh token; no refresh scheduled');
      scheduleWarning(expiresAt);
      return;
    }
    if (refreshGaveUp) {
      scheduleWarning(expiresAt);
      return;
    }
    scheduleRefresh(expiresAt);
  };

  async function start(): Promise<void> {
    clearTimer();
    refreshGaveUp = false;
    try {
      applyStatus(await api.post(SESSION_PATHS.status, {}, { schema: sessionStatusSchema }));
    } catch (error) {
      logger.warn('Session status could not be read; no refresh scheduled', error);
      setState({ status: 'loggedOut', hasRefreshToken: false });
    }
  }

  async function attemptRefresh(): Promise<void> {
    const before = state.expiresAt;
    const answer = await api.post(SESSION_PATHS.refresh, {}, { schema: refreshSessionSchema });
    const status =
      answer?.expiresAt != null
        ? { hasRefreshToken: answer.hasRefreshToken ?? true, expiresAt: answer.expiresAt }
        : await api.post(SESSION_PATHS.status, {}, { schema: sessionStatusSchema });
    // At the session's absolute limit a refresh succeeds without moving the expiry; refreshing again
    // would only repeat that until the end, so the session is treated as one that ends.
    if (before !== undefined && status.expiresAt != null && status.expiresAt <= before) {
      logger.info('Session refresh no longer extends the session; it ends at its expiry');
      refreshGaveUp = true;
    }
    applyStatus(status);
  }

  async function refreshWithRetries(): Promise<boolean> {
    for (let attempt = 1; attempt <= SESSION_REFRESH_ATTEMPTS; attempt++) {
      if (disposed || state.status !== 'loggedIn') return false;
      try {
        await attemptRefresh();
        return true;
      } catch (error) {
        logger.warn(`Session refresh attempt ${attempt}/${SESSION_REFRESH_ATTEMPTS} failed`, error);
        if (attempt < SESSION_REFRESH_ATTEMPTS) await sleep(retryDelayMs);
      }
    }
    logger.error(`Session refresh failed ${SESSION_REFRESH_ATTEMPTS} times`);
    refreshGaveUp = true;
    if (hasExpired()) {
      await endSession();
    } else if (state.expiresAt !== undefined) {
      // Without a refresh the session dies at its expiry: warn the user before, end it then rather
      // than on the next 401.
      scheduleWarning(state.expiresAt);
    }
    return false;
  }

  /** Logs out a session that could not be kept alive; the UI shows "session expired". */
  async function endSession(): Promise<void> {
    expire();
    await api.post(SESSION_PATHS.logout, {}).catch((error: unknown) => logger.warn('Logout after expiry failed', error));
  }

  function refresh(): Promise<boolean> {
    inFlight ??= refreshWithRetries().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function extend(): Promise<boolean> {
    if (state.status !== 'loggedIn') return false;
    if (state.hasRefreshToken) {
      // The user's choice is worth another try even after the scheduled attempts gave up.
      refreshGaveUp = false;
      await refresh();
    } else {
      try {
        await api.get(SESSION_PATHS.touch);
      } catch (error) {
        logger.warn('Extending the session failed', error);
      }
      const answer = await readStatus();
      // Only a moved expiry changes anything; otherwise the warning (and its timers) stand as they are.
      if (answer && answer.expiresAt != null && answer.expiresAt > (state.expiresAt ?? 0)) applyStatus(answer);
    }
    const endsAt = state.expiresAt === undefined ? 0 : state.expiresAt * 1000;
    return state.status === 'loggedIn' && endsAt - SESSION_WARNING_LEAD_MS > clock.now().getTime();
  }

  return {
    getSnapshot: () => state,
    subscribe: listeners.subscribe,
    start,
    refresh,
    extend,
    expire,
    async ensureFresh() {
      if (inFlight) {
        await inFlight;
        return;
      }
      // The timer may not have fired (a sleeping laptop): refresh before the call, not after its 401.
      const dueAt = state.expiresAt === undefined ? undefined : state.expiresAt * 1000 - SESSION_REFRESH_LEAD_MS;
      if (state.status === 'loggedIn' && state.hasRefreshToken && !refreshGaveUp && dueAt !== undefined && clock.now().getTime() >= dueAt) {
        await refresh();
      }
    },
    async logout() {
      clearTimer();
      await options.beforeLogout?.();
      try {
        await api.post(SESSION_PATHS.logout, {});
      } finally {
        setState({ status: 'loggedOut', hasRefreshToken: false });
      }
    },
    dispose() {
      disposed = true;
      clearTimer();
    },
  };
}
