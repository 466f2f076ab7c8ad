/**
 * `2026-02-28` → `28.2.2026` (SPEC §9 D.M.YYYY). Contract dates are calendar dates, not instants, so
 * they are reformatted as text: going through a Date could shift them a day in another time zone.
 */
export function formatLocalDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${Number(match[3])}.${Number(match[2])}.${match[1]}`;
}
