import { lettersToDigits, mod97 } from './mod97';

/**
 * IBAN check (ISO 13616): move the country code and check digits to the end, letters to numbers,
 * and the whole must be ≡ 1 (mod 97). A Finnish IBAN is FI + 2 check digits + 14 digits.
 */
export function isValidIban(iban: string): boolean {
  const clean = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{10,30}$/.test(clean)) return false;
  return mod97(lettersToDigits(`${clean.slice(4)}${clean.slice(0, 4)}`)) === 1;
}

export function isFinnishIban(iban: string): boolean {
  const clean = iban.replace(/\s/g, '').toUpperCase();
  return /^FI\d{16}$/.test(clean) && isValidIban(clean);
}

/** A Finnish IBAN from its 14-digit domestic account number (BBAN), with computed check digits. */
export function finnishIbanFromBban(bban: string): string {
  if (!/^\d{14}$/.test(bban)) throw new RangeError(`A Finnish BBAN is 14 digits: "${bban}"`);
  const check = 98 - mod97(lettersToDigits(`${bban}FI00`));
  return `FI${String(check).padStart(2, '0')}${bban}`;
}

/** Printed form: groups of four. */
export function formatIban(iban: string): string {
  return iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
