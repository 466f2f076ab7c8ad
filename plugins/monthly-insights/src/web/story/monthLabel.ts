/** `2024-10` → `10/2024`, the Finnish month-and-year form used in every language of the portal. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${Number(m)}/${year}`;
}
