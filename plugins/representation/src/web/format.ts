/** `YYYY-MM-DD` as Finnish D.M.YYYY (a calendar day: no time zone to convert). */
export function finnishDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
}
