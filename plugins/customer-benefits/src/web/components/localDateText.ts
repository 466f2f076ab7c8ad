/** A Helsinki calendar day YYYY-MM-DD as Finnish D.M.YYYY (requirements §9), without a detour through an instant. */
export function localDateText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day}.${month}.${year}`;
}
