import { withGsrnCheckDigit } from '@portal/domain';

const COMPANY_DIGITS = { VARE: '11', SV: '22', KUO: '33' } as const;

/**
 * A Finnish metering point id: 643, a zero, two digits per company (a stand-in for the network
 * operator's range), an 11-digit serial and the GS1 check digit.
 */
export function demoMeteringPointId(company: keyof typeof COMPANY_DIGITS, serial: number): string {
  return withGsrnCheckDigit(`6430${COMPANY_DIGITS[company]}${String(serial).padStart(11, '0')}`);
}

/** Finnish business ID (Y-tunnus) NNNNNNN-C: weights 7,9,10,5,8,4,2, mod 11 (remainder 1 is never issued). */
export function businessIdWithCheck(body: string): string {
  if (!/^[0-9]{7}$/.test(body)) throw new Error(`business ID body must be 7 digits: ${body}`);
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  const remainder = sum % 11;
  if (remainder === 1) throw new Error(`no valid check digit for ${body}`);
  return `${body}-${remainder === 0 ? 0 : 11 - remainder}`;
}
