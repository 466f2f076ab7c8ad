import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../../testing/memoryLogger';
import { apiClientFrom } from '../api/apiClient';
import { ApiRequestError } from '../api/apiRequestError';
import { systemClock } from '../clock/clock';
import { createSessionService } from './createSessionService';
import { SESSION_PATHS } from './sessionService';
import { SESSION_REFRESH_RETRY_DELAY_MS, SESSION_WARNING_LEAD_MS } from './sessionTiming';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);
const failure = () => new ApiRequestError(500, 'INTERNAL', 'down', 'POST', SESSION_PATHS.refresh);

type Handler = (path: string, body: unknown) => unknown;

function setup(handler: Handler) {
  const calls: string[] = [];
  const api = apiClientFrom(async (path, options) => {
    calls.push(path);
    return handler(path, options?.body) as never;
  });
  const logger = createMemoryLogger();
  const session = createSessionService({ api, clock: systemClock, logger });
  return { session, calls, logger, refreshes: () => calls.filter((p) => p === SESSION_PATHS.refresh).length };
}

describe('SessionService', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes exactly 300 000 ms before expiry, with a JSON body', async () => {
    const expiresAt = seconds(NOW + 3_600_000);
    let refreshBody: unknown;
    const { session, refreshes } = setup((path, body) => {
      if (path === SESSION_PATHS.status) return { hasRefreshToken: true, expiresAt };
      refreshBody = body;
      return { expiresAt: expiresAt + 3600 };
    });
    await session.start();
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', expiresAt });

    await vi.advanceTimersByTimeAsync(3_600_000 - 300_000 - 1);
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(1);
    expect(refreshBody).toEqual({});
    expect(session.getSnapshot().expiresAt).toBe(expiresAt + 3600);

    // The next refresh is scheduled against the new expiry.
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(refreshes()).toBe(2);
    session.dispose();
  });

  it('asks session-status again when the refresh answer carries no expiry', async () => {
    let expiresAt = seconds(NOW + 600_000);
    const { session, calls } = setup((path) => {
      if (path === SESSION_PATHS.status) return { hasRefreshToken: true, expiresAt };
      expiresAt += 3600;
      return undefined;
    });
    await session.start();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls).toEqual([SESSION_PATHS.status, SESSION_PATHS.refresh, SESSION_PATHS.status]);
    expect(session.getSnapshot().expiresAt).toBe(expiresAt);
    session.dispose();
  });

  it('schedules no refresh without a refresh token, and logs it', async () => {
    const { session, refreshes, logger } = setup(() => ({ hasRefreshToken: false, expiresAt: seconds(NOW + 3_600_000) }));
    await session.start();
    await vi.advanceTimersByTimeAsync(7_200_000);
    expect(refreshes()).toBe(0);
    expect(logger.messages('info').join()).toMatch(/no refresh token/i);
  });

  it('schedules nothing when session-status fails, and logs it', async () => {
    const { session, logger } = setup(() => {
      throw new ApiRequestError(401, 'UNAUTHORIZED', 'no', 'POST', SESSION_PATHS.status);
    });
    await session.start();
    expect(vi.getTimerCount()).toBe(0);
    expect(session.getSnapshot().status).toBe('loggedOut');
    expect(logger.messages('warn').join()).toMatch(/session status/i);
  });

  it('tries a failing refresh 5 times in all, then logs out once the expiry has passed', async () => {
    const expiresAt = seconds(NOW + 300_000 + 20_000);
    const { session, calls, refreshes, logger } = setup((path) => {
      if (path === SESSION_PATHS.status) return { hasRefreshToken: true, expiresAt };
      if (path === SESSION_PATHS.refresh) throw failure();
      return undefined;
    });
    await session.start();
    await vi.advanceTimersByTimeAsync(20_000); // the refresh is due
    await vi.advanceTimersByTimeAsync(4 * SESSION_REFRESH_RETRY_DELAY_MS);
    expect(refreshes()).toBe(5);
    expect(logger.messages('error').join()).toMatch(/failed 5 times/);
    // 40 s of retries end long before the 5-minute lead is used up: still logged in ...
    expect(session.getSnapshot().status).toBe('loggedIn');
    // ... until the expiry passes.
    await vi.advanceTimersByTimeAsync(300_000);
    expect(session.getSnapshot().status).toBe('expired');
    expect(calls.at(-1)).toBe(SESSION_PATHS.logout);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(refreshes()).toBe(5);
  });

  it('logs out right after the last attempt when the expiry has already passed', async () => {
    const expiresAt = seconds(NOW + 10_000); // due at once: less than 5 minutes left
    const { session, refreshes } = setup((path) => {
      if (path === SESSION_PATHS.status) return { hasRefreshToken: true, expiresAt };
      if (path === SESSION_PATHS.refresh) throw failure();
      return undefined;
    });
    await session.start();
    await vi.advanceTimersByTimeAsync(4 * SESSION_REFRESH_RETRY_DELAY_MS);
    expect(refreshes()).toBe(5);
    expect(session.getSnapshot().status).toBe('expired');
  });

  it('succeeds on a later attempt without logging out', async () => {
    const expiresAt = seconds(NOW + 300_000);
    let attempts = 0;
    const { session } = setup((path) => {
      if (path === SESSION_PATHS.status) return { hasRefreshToken: true, expiresAt };
      attempts += 1;
      if (attempts < 3) throw failure();
      return { expiresAt: expiresAt + 3600 };
    });
    await session.start();
    await vi.advanceTimersByTimeAsync(2 * SESSION_REFRESH_RETRY_DELAY_MS);
    expect(attempts).toBe(3);
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', expiresAt: expiresAt + 3600 });
    session.dispose();
  });

  it('ensureFresh refreshes before the call when the scheduled refresh was missed', async () => {
    const expiresAt = seconds(NOW + 3_600_000);
    const { session, refreshes } = setup((path) => {
      if (path === SESSION_PATHS.status) return { hasRefreshToken: true, expiresAt };
      return { expiresAt: expiresAt + 3600 };
    });
    await session.start();
    await session.ensureFresh();
    expect(refreshes()).toBe(0);
    // Time jumps past the due moment without the timer firing (a sleeping laptop).
    vi.setSystemTime(NOW + 3_400_000);
    await session.ensureFresh();
    expect(refreshes()).toBe(1);
    expect(session.getSnapshot().expiresAt).toBe(expiresAt + 3600);
    session.dispose();
  });

  it('ensureFresh awaits a due refresh once for concurrent callers', async () => {
    const expiresAt = seconds(NOW + 100_000); // already inside the lead
    const { session, refreshes } = setup((path) => {
      if (path === SESSION_PATHS.status) return { hasRefreshToken: true, expiresAt };
      return { expiresAt: expiresAt + 3600 };
    });
    await session.start();
    await Promise.all([session.ensureFresh(), session.ensureFresh()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes()).toBe(1);
    session.dispose();
  });

  it('expire() ends the session once and notifies subscribers', async () => {
    const { session } = setup(() => ({ hasRefreshToken: true, expiresAt: seconds(NOW + 3_600_000) }));
    await session.start();
    const listener = vi.fn();
    session.subscribe(listener);
    session.expire();
    session.expire();
    expect(session.getSnapshot().status).toBe('expired');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits correctly for an expiry further away than setTimeout can count (~24.8 days)', async () => {
    const expiresAt = seconds(NOW + 40 * 86_400_000);
    const { session, refreshes } = setup((path) => {
      if (path === SESSION_PATHS.status) return { hasRefreshToken: true, expiresAt };
      return { expiresAt: expiresAt + 40 * 86_400 };
    });
    await session.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(40 * 86_400_000 - 300_000 - 1000);
    expect(refreshes()).toBe(1);
    session.dispose();
  });

  describe('ending-soon warning (WCAG 2.2.1)', () => {
    it('without a refresh token: warns 2 minutes before the expiry, then ends the session at it', async () => {
      const expiresAt = seconds(NOW + 600_000);
      const { session, calls } = setup((path) => {
        if (path === SESSION_PATHS.status) return { hasRefreshToken: false, expiresAt };
        throw new ApiRequestError(401, 'UNAUTHORIZED', 'no', 'POST', path);
      });
      await session.start();
      await vi.advanceTimersByTimeAsync(600_000 - SESSION_WARNING_LEAD_MS - 1);
      expect(session.getSnapshot().endingSoon).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', endingSoon: true });
      await vi.advanceTimersByTimeAsync(SESSION_WARNING_LEAD_MS);
      expect(session.getSnapshot().status).toBe('expired');
      expect(calls.at(-1)).toBe(SESSION_PATHS.logout);
    });

    it('does not warn when the server slid the idle expiry meanwhile (the user was active)', async () => {
      let expiresAt = seconds(NOW + 600_000);
      const { session } = setup(() => ({ hasRefreshToken: false, expiresAt }));
      await session.start();
      expiresAt = seconds(NOW + 1_800_000);
      await vi.advanceTimersByTimeAsync(600_000 - SESSION_WARNING_LEAD_MS);
      expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', expiresAt });
      expect(session.getSnapshot().endingSoon).toBeUndefined();
      session.dispose();
    });

    it('extend() without a refresh token makes a request as the user and reads the moved expiry', async () => {
      let expiresAt = seconds(NOW + 600_000);
      const { session, calls } = setup((path) => {
        if (path === SESSION_PATHS.touch) {
          expiresAt = seconds(Date.now() + 1_800_000);
          return {};
        }
        return { hasRefreshToken: false, expiresAt };
      });
      await session.start();
      await vi.advanceTimersByTimeAsync(600_000 - SESSION_WARNING_LEAD_MS);
      expect(session.getSnapshot().endingSoon).toBe(true);
      await expect(session.extend()).resolves.toBe(true);
      expect(calls).toContain(SESSION_PATHS.touch);
      expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', expiresAt });
      expect(session.getSnapshot().endingSoon).toBeUndefined();
      session.dispose();
    });

    it('when the refresh gives up: warns, and extend() tries the refresh again', async () => {
      const expiresAt = seconds(NOW + 600_000);
      let refreshWorks = false;
      const { session, refreshes } = setup((path) => {
        if (path === SESSION_PATHS.status) return { hasRefreshToken: true, expiresAt };
        if (path === SESSION_PATHS.refresh) {
          if (!refreshWorks) throw failure();
          return { expiresAt: expiresAt + 3600 };
        }
        return undefined;
      });
      await session.start();
      await vi.advanceTimersByTimeAsync(600_000 - 300_000 + 4 * SESSION_REFRESH_RETRY_DELAY_MS);
      expect(refreshes()).toBe(5);
      expect(session.getSnapshot().endingSoon).toBeUndefined();
      await vi.advanceTimersByTimeAsync(300_000 - SESSION_WARNING_LEAD_MS - 4 * SESSION_REFRESH_RETRY_DELAY_MS);
      expect(session.getSnapshot().endingSoon).toBe(true);
      refreshWorks = true;
      await expect(session.extend()).resolves.toBe(true);
      expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', expiresAt: expiresAt + 3600 });
      expect(session.getSnapshot().endingSoon).toBeUndefined();
      session.dispose();
    });

    it('at the absolute limit (a refresh that does not move the expiry) stops refreshing and warns', async () => {
      const expiresAt = seconds(NOW + 600_000);
      const { session, refreshes } = setup((path) => {
        if (path === SESSION_PATHS.status) return { hasRefreshToken: true, expiresAt };
        return { hasRefreshToken: true, expiresAt };
      });
      await session.start();
      await vi.advanceTimersByTimeAsync(300_000);
      expect(refreshes()).toBe(1);
      await vi.advanceTimersByTimeAsync(300_000 - SESSION_WARNING_LEAD_MS - 1);
      expect(refreshes()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(session.getSnapshot().endingSoon).toBe(true);
      await vi.advanceTimersByTimeAsync(SESSION_WARNING_LEAD_MS);
      expect(session.getSnapshot().status).toBe('expired');
      expect(refreshes()).toBe(1);
    });
  });
});

describe('SessionService logout', () => {
  it('runs the before-logout step while the session still exists, then signs out', async () => {
    const calls: string[] = [];
    const api = apiClientFrom(async (path) => {
      calls.push(path);
      return undefined as never;
    });
    const session = createSessionService({
      api,
      clock: systemClock,
      logger: createMemoryLogger(),
      beforeLogout: async () => {
        calls.push('before-logout');
      },
    });
    await session.logout();
    expect(calls).toEqual(['before-logout', SESSION_PATHS.logout]);
    expect(session.getSnapshot().status).toBe('loggedOut');
  });
});
