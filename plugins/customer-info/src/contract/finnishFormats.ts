/**
 * Finnish phone numbers and postal codes as customers type them. Shared by the form (so the customer
 * sees the error before sending) and the server (which decides).
 */

/**
 * A Finnish number in international form (+358 and 6–10 digits, the first not 0), or null when the
 * input is not one. Accepts the ways people write them: `040 123 4567`, `040-1234567`, `(09) 123 456`,
 * `+358 40 123 4567`, `00358401234567`. A foreign number is refused: the retailer calls and texts
 * Finnish numbers only (DOMAIN).
 */
export function normaliseFinnishPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  let national: string;
  if (compact.startsWith('+358')) national = compact.slice(4);
  else if (compact.startsWith('00358')) national = compact.slice(5);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else return null;
  // "+358 (0)40 …" is a common mix of both forms: the trunk zero does not belong after the code.
  if (national.startsWith('0')) national = national.slice(1);
  if (!/^[1-9][0-9]{5,9}$/.test(national)) return null;
  return `+358${national}`;
}

/** Finnish postal codes are five digits (00100 Helsinki … 99999 Korvatunturi). */
export const FINNISH_POSTAL_CODE = /^[0-9]{5}$/;
