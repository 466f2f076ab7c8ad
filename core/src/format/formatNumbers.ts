/** Finnish separates thousands with a space that must not break a number across lines. */
export const NO_BREAK_SPACE = '\u00a0';

/** requirements §9: numbers show 2 decimals unless told otherwise. */
export const DEFAULT_DECIMALS = 2;

/**
 * `1234567.891` → `1 234 567,89` (no-break spaces). Rounding is done by Intl (half away from zero on
 * the decimal value, so 1.005 → 1,01, which toFixed gets wrong); grouping and the comma are ours, so
 * the result does not depend on the runtime's ICU data. Negative numbers use the ASCII hyphen-minus
 * so copied values paste into spreadsheets as numbers.
 */
export function formatNumber(value: number, decimals: number = DEFAULT_DECIMALS): string {
  if (!Number.isFinite(value)) return '–';
  const rounded = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
    roundingMode: 'halfExpand',
  } as Intl.NumberFormatOptions).format(Math.abs(value));
  const [whole = '0', fraction] = rounded.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
  const isZero = /^[0.]*$/.test(rounded);
  const sign = value < 0 && !isZero ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped},${fraction}`;
}

/** requirements §9: percentage change = (ratio − 1) × 100, e.g. this month ÷ last month. */
export function percentChange(ratio: number): number {
  return (ratio - 1) * 100;
}

/** `1.125` → `+12,50 %`; a change shows its sign so "up" and "down" read without colour. */
export function formatPercentChange(ratio: number, decimals: number = DEFAULT_DECIMALS): string {
  const change = percentChange(ratio);
  const text = formatNumber(change, decimals);
  const sign = change > 0 && text !== formatNumber(0, decimals) ? '+' : '';
  return `${sign}${text}${NO_BREAK_SPACE}%`;
}

/** `1234.5` → `1 234,50 €`. */
export function formatMoney(euros: number, decimals: number = DEFAULT_DECIMALS): string {
  return `${formatNumber(euros, decimals)}${NO_BREAK_SPACE}€`;
}
