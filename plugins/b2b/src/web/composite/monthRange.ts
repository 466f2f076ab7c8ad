/** `YYYY-MM` of the month before `today` (the last whole month), the composites page's default. */
export function previousMonth(today: Date): string {
  const year = today.getFullYear();
  const month = today.getMonth(); // 0-based: this is already the previous month's 1-based number
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, '0')}`;
}

/** The first and last day of a `YYYY-MM` month. */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
