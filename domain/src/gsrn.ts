/**
 * GSRN (Global Service Relation Number), the 18-digit metering point id. The last digit is a GS1
 * mod-10 check digit; Finnish metering points start with 643 (GS1 Finland's prefix).
 */
export const FINNISH_GSRN_PREFIX = '643';

/** Check digit for the first 17 digits: weights 3,1,3,... counted from the right-most data digit. */
export function gsrnCheckDigit(first17: string): number {
  if (!/^[0-9]{17}$/.test(first17)) throw new Error(`GSRN body must be 17 digits: ${first17}`);
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const weight = (17 - i) % 2 === 1 ? 3 : 1;
    sum += Number(first17[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGsrn(code: string): boolean {
  return /^[0-9]{18}$/.test(code) && gsrnCheckDigit(code.slice(0, 17)) === Number(code[17]);
}

export function isFinnishGsrn(code: string): boolean {
  return code.startsWith(FINNISH_GSRN_PREFIX) && isValidGsrn(code);
}

/** A full GSRN from 17 digits by appending the check digit. */
export function withGsrnCheckDigit(first17: string): string {
  return `${first17}${gsrnCheckDigit(first17)}`;
}
