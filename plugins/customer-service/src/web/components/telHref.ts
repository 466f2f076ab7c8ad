/**
 * `tel:` link target for a Finnish number as shown (`0800 912 340` → `tel:+358800912340`). The
 * international form works from foreign SIMs too; 0800 numbers are reachable from abroad this way.
 */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('0')) return `tel:+358${digits.slice(1)}`;
  return `tel:${digits}`;
}
