/**
 * Finnish national creditor reference (kotimainen viitenumero): 3–19 digits of base plus one check
 * digit. The base's digits are weighted 7, 3, 1, 7, 3, 1, ... from the right; the check digit takes the
 * weighted sum up to the next multiple of ten (0 when it already is one). Banks reject a reference
 * whose check digit is wrong, so a typo can never pay someone else's invoice.
 */
const WEIGHTS = [7, 3, 1] as const;

export function finnishReferenceCheckDigit(base: string): number {
  if (!/^\d{3,19}$/.test(base)) throw new RangeError(`A reference base is 3–19 digits: "${base}"`);
  let sum = 0;
  for (let i = 0; i < base.length; i += 1) {
    const digit = Number(base[base.length - 1 - i]);
    sum += digit * WEIGHTS[i % 3]!;
  }
  return (10 - (sum % 10)) % 10;
}

/** The full reference: base followed by its check digit. */
export function finnishReference(base: string): string {
  return `${base}${finnishReferenceCheckDigit(base)}`;
}

/** Accepts spaces (references are printed in groups of five); leading zeros are not significant. */
export function isValidFinnishReference(reference: string): boolean {
  const digits = reference.replace(/\s/g, '').replace(/^0+/, '');
  if (!/^\d{4,20}$/.test(digits)) return false;
  return finnishReferenceCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** Printed form: groups of five digits from the right, as Finnish invoices show it. */
export function formatFinnishReference(reference: string): string {
  const digits = reference.replace(/\s/g, '');
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 5) groups.unshift(digits.slice(Math.max(0, end - 5), end));
  return groups.join(' ');
}
