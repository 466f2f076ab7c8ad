/** The Helsinki calendar date (YYYY-MM-DD) of an instant. */
export function helsinkiDate(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

/** YYYY-MM-DD plus whole days (calendar arithmetic on the date alone, DST-proof). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The UTC instant (ISO) of a Helsinki wall-clock hour on a date, whatever the browser's own zone:
 * EET (+02) or EEST (+03), whichever gives that hour back. (An hour skipped by the spring change has
 * neither; it then falls to the +02 reading, an hour later on the wall clock.)
 */
export function helsinkiHourUtc(date: string, hour: number): string {
  const hh = String(hour).padStart(2, '0');
  for (const offset of ['+03:00', '+02:00']) {
    const ms = Date.parse(`${date}T${hh}:00:00${offset}`);
    const shown = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', hour: '2-digit', hourCycle: 'h23' }).format(ms);
    if (Number(shown) === hour) return new Date(ms).toISOString();
  }
  return new Date(Date.parse(`${date}T${hh}:00:00+02:00`)).toISOString();
}
