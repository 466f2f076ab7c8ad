import { lettersToDigits, mod97 } from './mod97';

/**
 * RF creditor reference (ISO 11649): "RF", two check digits, and up to 21 characters of the creditor's
 * own reference. Finnish banks carry the national reference inside it, so an RF reference built from
 * one still pays into the same account matching. The check digits make (reference + "RF" + check) ≡ 1
 * (mod 97), as for an IBAN.
 */
export function rfReference(body: string): string {
  const clean = body.replace(/\s/g, '').toUpperCase();
  if (!/^[0-9A-Z]{1,21}$/.test(clean)) throw new RangeError(`An RF reference body is 1–21 letters or digits: "${body}"`);
  const check = 98 - mod97(lettersToDigits(`${clean}RF00`));
  return `RF${String(check).padStart(2, '0')}${clean}`;
}

export function isValidRfReference(reference: string): boolean {
  const clean = reference.replace(/\s/g, '').toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(clean)) return false;
  return mod97(lettersToDigits(`${clean.slice(4)}${clean.slice(0, 4)}`)) === 1;
}

/** Printed form: groups of four characters. */
export function formatRfReference(reference: string): string {
  return reference.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
