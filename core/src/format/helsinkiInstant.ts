import { wallClock } from './formatDates';

/** Helsinki's wall clock at `utcMs`, read as if it were UTC: the difference is the offset then. */
function helsinkiWallMs(utcMs: number): number {
  const wall = wallClock(utcMs);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/**
 * The instant (ISO, UTC) of a Helsinki wall-clock time an administrator typed: `2026-03-29` + `12:00`
 * → `2026-03-29T09:00:00.000Z` (also `8.30`). Null for a malformed date or time, or a time the
 * spring-forward night skips (03:00–03:59 does not exist); an autumn time that occurs twice is the
 * first (summer-time) one.
 */
export function helsinkiInstant(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/.exec(time.trim());
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Two rounds settle the offset (+2 h or +3 h).
  let guess = wall - (helsinkiWallMs(wall) - wall);
  guess = wall - (helsinkiWallMs(guess) - guess);
  const summerFirst = wall - 3 * 3_600_000;
  if (helsinkiWallMs(summerFirst) === wall) guess = summerFirst;
  return helsinkiWallMs(guess) === wall ? new Date(guess).toISOString() : null;
}
