const HELSINKI_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Helsinki's wall clock at `utcMs`, read as if it were UTC: the difference is the offset then. */
function helsinkiWallMs(utcMs: number): number {
  const parts = Object.fromEntries(HELSINKI_PARTS.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
}

/**
 * The instant (ISO, UTC) of a Helsinki wall-clock time: `2026-03-29` + `12:00` → `2026-03-29T09:00:00.000Z`.
 * Null for a malformed date or time, or a time the spring-forward night skips (03:00–03:59 does not exist).
 */
export function helsinkiInstant(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/.exec(time.trim());
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Two rounds settle the offset (+2 h or +3 h); an autumn time that occurs twice gets the first (summer) one.
  let guess = wall - (helsinkiWallMs(wall) - wall);
  guess = wall - (helsinkiWallMs(guess) - guess);
  const summerFirst = wall - 3 * 3_600_000;
  if (helsinkiWallMs(summerFirst) === wall) guess = summerFirst;
  return helsinkiWallMs(guess) === wall ? new Date(guess).toISOString() : null;
}
