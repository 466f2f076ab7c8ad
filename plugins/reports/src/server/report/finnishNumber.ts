/**
 * Finnish number format (requirements §9: comma decimal; DOMAIN: a no-break space between thousands) for a
 * decimal string, rounded half away from zero to `decimals` without passing through floating point.
 * `grouping` false leaves thousands ungrouped, which spreadsheets read as a number (the CSV's choice).
 */
export function finnishNumber(decimal: string, decimals: number, grouping = true): string {
  const negative = decimal.trim().startsWith('-');
  const [whole = '0', fraction = ''] = decimal.trim().replace(/^[-+]/, '').split('.');
  const digits = BigInt(whole + fraction.padEnd(decimals + 1, '0').slice(0, decimals + 1));
  const rounded = (digits + 5n) / 10n;
  const text = rounded.toString().padStart(decimals + 1, '0');
  const intPart = decimals > 0 ? text.slice(0, -decimals) : text;
  const fracPart = decimals > 0 ? text.slice(-decimals) : '';
  const grouped = grouping ? intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') : intPart;
  const sign = negative && rounded !== 0n ? '-' : '';
  return `${sign}${grouped}${fracPart ? `,${fracPart}` : ''}`;
}
