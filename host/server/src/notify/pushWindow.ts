import { addLocalDays, helsinkiOffsetMinutes, helsinkiParts, localDateOf, parseLocalDate, type LocalDate } from '@portal/domain';
import { type PushWindow } from '@portal/core/server';

const MINUTE_MS = 60_000;

/** Minute of the local (Europe/Helsinki) day at an instant, 0–1439. */
export function localMinuteOf(instant: Date): number {
  const parts = helsinkiParts(instant);
  return parts.hour * 60 + parts.minute;
}

/**
 * Whether an instant is inside the window [start, end). A window whose end is before its start
 * crosses midnight (22:00–6:00); start = end is the whole day.
 */
export function isInsidePushWindow(instant: Date, window: PushWindow): boolean {
  const { startMinute, endMinute } = window;
  if (startMinute === endMinute) return true;
  const minute = localMinuteOf(instant);
  return startMinute < endMinute ? minute >= startMinute && minute < endMinute : minute >= startMinute || minute < endMinute;
}

/**
 * The instant a local date's wall clock shows `minute`. Exact on DST days: the offset is the one in
 * force at that wall time, not at midnight (on the spring day 7:00 is UTC+3, midnight UTC+2).
 */
export function localWallTimeUtc(date: LocalDate, minute: number): Date {
  const { year, month, day } = parseLocalDate(date);
  const wallMs = Date.UTC(year, month - 1, day, 0, minute);
  const guess = wallMs - helsinkiOffsetMinutes(wallMs - 120 * MINUTE_MS) * MINUTE_MS;
  return new Date(wallMs - helsinkiOffsetMinutes(guess) * MINUTE_MS);
}

/** The first start of the window strictly after `instant`. */
export function nextPushWindowStart(instant: Date, window: PushWindow): Date {
  const today = localDateOf(instant);
  for (const offset of [0, 1, 2]) {
    const candidate = localWallTimeUtc(addLocalDays(today, offset), window.startMinute);
    if (candidate.getTime() > instant.getTime()) return candidate;
  }
  throw new Error('unreachable: a window starts every day');
}

/** When a notification may go out: now if critical or inside the window, else the window's next start. */
export function deliveryDueAt(now: Date, window: PushWindow, critical: boolean): Date {
  if (critical || isInsidePushWindow(now, window)) return now;
  return nextPushWindowStart(now, window);
}
