import { DISTRIBUTIONS } from '@portal/config';
import { describe, expect, it } from 'vitest';
import { isFinnishIban } from '../banking/iban';
import { INVOICE_ISSUERS } from './invoiceIssuers';

/** Y-tunnus check digit: weights 7, 9, 10, 5, 8, 4, 2; remainder 0 → 0, 1 → invalid, else 11 − remainder. */
function isValidBusinessId(id: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(id);
  if (!match) return false;
  const sum = [...match[1]!].reduce((total, digit, i) => total + Number(digit) * [7, 9, 10, 5, 8, 4, 2][i]!, 0);
  const remainder = sum % 11;
  return remainder !== 1 && (remainder === 0 ? 0 : 11 - remainder) === Number(match[2]);
}

describe('invoice issuers', () => {
  it('print in each company’s theme colour, with valid IBANs and business ids', () => {
    for (const [code, issuer] of Object.entries(INVOICE_ISSUERS)) {
      const distribution = DISTRIBUTIONS[code as keyof typeof DISTRIBUTIONS];
      expect(issuer.brandColor, code).toBe(distribution.theme.colors.primary);
      expect(isFinnishIban(issuer.iban), code).toBe(true);
      expect(isValidBusinessId(issuer.businessId), code).toBe(true);
    }
  });
});
