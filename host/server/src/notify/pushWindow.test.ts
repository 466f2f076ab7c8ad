import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_WINDOW } from '@portal/core/server';
import { deliveryDueAt, isInsidePushWindow, localWallTimeUtc, nextPushWindowStart } from './pushWindow';

const at = (iso: string) => new Date(iso);

describe('push window (Europe/Helsinki)', () => {
  it('holds a 23:30 notification until 7:00 the next morning (winter, UTC+2)', () => {
    expect(deliveryDueAt(at('2026-01-14T21:30:00Z'), DEFAULT_PUSH_WINDOW, false)).toEqual(at('2026-01-15T05:00:00Z'));
  });

  it('holds one at 23:30 before the spring change until 7:00 summer time (UTC+3)', () => {
    // Summer time starts 2026-03-29 at 03:00 local: 7:00 that morning is 04:00 UTC.
    expect(deliveryDueAt(at('2026-03-28T21:30:00Z'), DEFAULT_PUSH_WINDOW, false)).toEqual(at('2026-03-29T04:00:00Z'));
  });

  it('holds one at 23:30 before the autumn change until 7:00 winter time (UTC+2)', () => {
    // Summer time ends 2026-10-25 at 04:00 local: 7:00 that morning is 05:00 UTC.
    expect(deliveryDueAt(at('2026-10-24T20:30:00Z'), DEFAULT_PUSH_WINDOW, false)).toEqual(at('2026-10-25T05:00:00Z'));
  });

  it('holds one at 3:00 until 7:00 the same day', () => {
    expect(deliveryDueAt(at('2026-01-15T01:00:00Z'), DEFAULT_PUSH_WINDOW, false)).toEqual(at('2026-01-15T05:00:00Z'));
  });

  it('sends at once inside the window, and a critical one at any hour', () => {
    expect(deliveryDueAt(at('2026-01-15T10:00:00Z'), DEFAULT_PUSH_WINDOW, false)).toEqual(at('2026-01-15T10:00:00Z'));
    expect(deliveryDueAt(at('2026-01-14T23:00:00Z'), DEFAULT_PUSH_WINDOW, true)).toEqual(at('2026-01-14T23:00:00Z'));
  });

  it('treats 7:00 as inside and 23:00 as outside', () => {
    expect(isInsidePushWindow(at('2026-01-15T05:00:00Z'), DEFAULT_PUSH_WINDOW)).toBe(true);
    expect(isInsidePushWindow(at('2026-01-15T04:59:00Z'), DEFAULT_PUSH_WINDOW)).toBe(false);
    expect(isInsidePushWindow(at('2026-01-15T21:00:00Z'), DEFAULT_PUSH_WINDOW)).toBe(false);
  });

  it('handles a window that crosses midnight (22:00–6:00)', () => {
    const night = { startMinute: 22 * 60, endMinute: 6 * 60 };
    expect(isInsidePushWindow(at('2026-01-14T22:30:00Z'), night)).toBe(true); // 0:30 local
    expect(isInsidePushWindow(at('2026-01-15T10:00:00Z'), night)).toBe(false); // 12:00 local
    expect(nextPushWindowStart(at('2026-01-15T10:00:00Z'), night)).toEqual(at('2026-01-15T20:00:00Z'));
  });

  it('finds wall-clock times exactly on both DST days', () => {
    expect(localWallTimeUtc('2026-03-29', 2 * 60 + 30)).toEqual(at('2026-03-29T00:30:00Z'));
    expect(localWallTimeUtc('2026-03-29', 7 * 60)).toEqual(at('2026-03-29T04:00:00Z'));
    expect(localWallTimeUtc('2026-10-25', 7 * 60)).toEqual(at('2026-10-25T05:00:00Z'));
    expect(localWallTimeUtc('2026-10-25', 0)).toEqual(at('2026-10-24T21:00:00Z'));
  });
});
