import type { PushWindowFields } from '../../contract/common';

/** "7:00" / "07:00" / "7.00" → hour and minute, or null when it is not a time of day. */
export function parseTimeOfDay(text: string): { hour: number; minute: number } | null {
  const match = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** Finnish time format H:mm, e.g. 7:00, 23:00. */
export const timeText = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, '0')}`;

export const windowStartText = (w: PushWindowFields) => timeText(w.pushStartHour, w.pushStartMinute);
export const windowEndText = (w: PushWindowFields) => timeText(w.pushEndHour, w.pushEndMinute);
