/**
 * The calendar date in Finland at `now`, as YYYY-MM-DD: contracts start and end on Finnish dates, so a
 * contract ending "today" must still count until local midnight, not UTC midnight.
 */
export function helsinkiDate(now: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(now);
}
