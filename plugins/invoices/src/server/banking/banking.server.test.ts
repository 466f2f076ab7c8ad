import { describe, expect, it } from 'vitest';
import { finnishReference, finnishReferenceCheckDigit, formatFinnishReference, isValidFinnishReference } from './finnishReference';
import { finnishIbanFromBban, formatIban, isFinnishIban, isValidIban } from './iban';
import { formatRfReference, isValidRfReference, rfReference } from './rfReference';
import { virtualBarcode } from './virtualBarcode';

/**
 * Examples worked by hand from the rules in Finanssiala's reference-number and bank-barcode guides
 * (the same IBAN, amount, reference and due date as the guide's own examples).
 */
describe('Finnish national reference', () => {
  it('weights 7, 3, 1 from the right and rounds up to the next ten', () => {
    // 1·1 + 2·3 + 3·7 = 28 → 2.
    expect(finnishReferenceCheckDigit('123')).toBe(2);
    expect(finnishReference('123')).toBe('1232');
    // The guide's reference 86851 62596 19897: base 86851625961989, check digit 7.
    expect(finnishReference('86851625961989')).toBe('868516259619897');
    expect(isValidFinnishReference('86851 62596 19897')).toBe(true);
    expect(isValidFinnishReference('86851 62596 19898')).toBe(false);
  });

  it('gives check digit 0 when the sum is already a multiple of ten', () => {
    // 550: 0·7 + 5·3 + 5·1 = 20 → 0.
    expect(finnishReferenceCheckDigit('550')).toBe(0);
  });

  it('refuses bases that are too short or not digits, and prints groups of five from the right', () => {
    expect(() => finnishReference('12')).toThrow(RangeError);
    expect(() => finnishReference('12a4')).toThrow(RangeError);
    expect(formatFinnishReference('868516259619897')).toBe('86851 62596 19897');
    expect(formatFinnishReference('1232')).toBe('1232');
  });
});

describe('RF creditor reference (ISO 11649)', () => {
  it('builds the check digits so the whole is 1 mod 97', () => {
    // 1232 + "RF00" → 1232271500 mod 97 = 87 → 98 − 87 = 11.
    expect(rfReference('1232')).toBe('RF111232');
    expect(rfReference('868516259619897')).toBe('RF09868516259619897');
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true); // ISO 11649's own example
    expect(isValidRfReference('RF19 5390 0754 7034')).toBe(false);
    expect(formatRfReference('RF09868516259619897')).toBe('RF09 8685 1625 9619 897');
  });
});

describe('IBAN', () => {
  it('checks mod 97 and builds Finnish check digits from the domestic account', () => {
    expect(isValidIban('FI79 4405 2020 0360 82')).toBe(true);
    expect(isValidIban('FI78 4405 2020 0360 82')).toBe(false);
    expect(finnishIbanFromBban('44052020036082')).toBe('FI7944052020036082');
    expect(isFinnishIban('SE4550000000058398257466')).toBe(false);
    expect(formatIban('FI7944052020036082')).toBe('FI79 4405 2020 0360 82');
  });
});

describe('virtual bank barcode', () => {
  it('version 4 with a national reference', () => {
    const code = virtualBarcode({
      iban: 'FI79 4405 2020 0360 82',
      amountCents: 488_315n,
      reference: '86851 62596 19897',
      dueDate: '2010-06-12',
    });
    expect(code).toBe('479440520200360820048831500000000868516259619897100612');
    expect(code).toHaveLength(54);
  });

  it('version 5 with an RF reference', () => {
    const code = virtualBarcode({
      iban: 'FI79 4405 2020 0360 82',
      amountCents: 488_315n,
      reference: 'RF09 8685 1625 9619 897',
      dueDate: '2010-06-12',
    });
    expect(code).toBe('579440520200360820048831509000000868516259619897100612');
  });

  it('writes zeros for an amount that does not fit and for a missing due date', () => {
    const code = virtualBarcode({ iban: 'FI7944052020036082', amountCents: 100_000_000n, reference: '1232', dueDate: null });
    expect(code).toBe(`4794405202003608200000000000${'1232'.padStart(20, '0')}000000`);
  });

  it('refuses a wrong IBAN or reference check digit', () => {
    const base = { amountCents: 1n, dueDate: '2025-01-01' };
    expect(() => virtualBarcode({ ...base, iban: 'FI7844052020036082', reference: '1232' })).toThrow(RangeError);
    expect(() => virtualBarcode({ ...base, iban: 'FI7944052020036082', reference: '1233' })).toThrow(RangeError);
    expect(() => virtualBarcode({ ...base, iban: 'FI7944052020036082', reference: 'RF121232' })).toThrow(RangeError);
  });
});
