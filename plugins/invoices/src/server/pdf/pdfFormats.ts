/**
 * Finnish formats for the PDF (SPEC §9: comma decimals, space between thousands, D.M.YYYY). Core's
 * formatters are exported only from its web entry, which pulls React in; these use the same Intl
 * rules. The PDF's standard Helvetica is WinAnsi, which has no narrow no-break space (U+202F), so
 * thousands are separated with a no-break space (U+00A0), which it has.
 */
const number = (decimals: number) =>
  new Intl.NumberFormat('fi-FI', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
const money2 = number(2);
const plain = new Map<number, Intl.NumberFormat>();

const winAnsiSafe = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/\u2212/g, '-');

export function formatEuros(cents: bigint): string {
  return winAnsiSafe(money2.format(Number(cents) / 100));
}

export function formatDecimal(value: number, decimals: number): string {
  let format = plain.get(decimals);
  if (!format) plain.set(decimals, (format = number(decimals)));
  return winAnsiSafe(format.format(value));
}

/** YYYY-MM-DD → D.M.YYYY */
export function formatFinnishDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
}
