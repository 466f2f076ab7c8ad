import { isFinnishIban } from './iban';
import { isValidFinnishReference } from './finnishReference';
import { isValidRfReference } from './rfReference';

/**
 * The Finnish bank barcode as digits (virtuaaliviivakoodi, Finanssiala's "Pankkiviivakoodi" guide):
 * 54 digits that a payer types or scans into their bank to fill in the whole payment.
 *
 *   version 4 (national reference): 4 | IBAN 16 digits | euros 6 | cents 2 | 000 | reference 20 | YYMMDD
 *   version 5 (RF reference):       5 | IBAN 16 digits | euros 6 | cents 2 | RF check 2 | body 21 | YYMMDD
 *
 * An amount of a million euros or more does not fit and is written as zeros (the payer types it);
 * a missing due date is 000000. Inputs are checked, since a barcode with a wrong check digit would
 * send money astray.
 */
export interface VirtualBarcodeInput {
  readonly iban: string;
  /** Whole cents, not negative (a credit is not paid with a barcode). */
  readonly amountCents: bigint;
  /** A national reference or an RF reference. */
  readonly reference: string;
  /** Local due date YYYY-MM-DD, or null. */
  readonly dueDate: string | null;
}

const MAX_CENTS = 99_999_999n;

export function virtualBarcode({ iban, amountCents, reference, dueDate }: VirtualBarcodeInput): string {
  const account = iban.replace(/\s/g, '').toUpperCase();
  if (!isFinnishIban(account)) throw new RangeError(`Not a valid Finnish IBAN: ${iban}`);
  if (amountCents < 0n) throw new RangeError('A barcode cannot carry a negative amount');
  const cents = amountCents > MAX_CENTS ? 0n : amountCents;
  const amount = `${String(cents / 100n).padStart(6, '0')}${String(cents % 100n).padStart(2, '0')}`;
  const due = dueDate ? dueDate.slice(2, 4) + dueDate.slice(5, 7) + dueDate.slice(8, 10) : '000000';
  const ref = reference.replace(/\s/g, '').toUpperCase();

  if (ref.startsWith('RF')) {
    if (!isValidRfReference(ref) || !/^RF\d+$/.test(ref)) throw new RangeError(`Not a numeric RF reference: ${reference}`);
    return `5${account.slice(2)}${amount}${ref.slice(2, 4)}${ref.slice(4).padStart(21, '0')}${due}`;
  }
  if (!isValidFinnishReference(ref)) throw new RangeError(`Not a valid Finnish reference: ${reference}`);
  return `4${account.slice(2)}${amount}000${ref.padStart(20, '0')}${due}`;
}
