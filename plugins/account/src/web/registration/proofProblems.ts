import { isApiRequestError } from '@portal/core';

/** What the screens say about a failed proof; ACCOUNT_ALREADY_EXISTS opens core's modal instead. */
export type ProofProblem =
  'mismatch' | 'lockedOut' | 'noCustomership' | 'identificationFailed' | 'unavailable' | 'alreadyExists' | 'cancelled' | 'failed';

export function proofProblemOf(error: unknown): ProofProblem {
  if (!isApiRequestError(error)) return 'failed';
  if (error.code === 'TOO_MANY_REQUESTS') return 'lockedOut';
  if (error.code === 'SERVICE_UNAVAILABLE') return 'unavailable';
  if (error.code === 'INVALID_CODE') {
    if (error.details?.reason === 'noCustomership') return 'noCustomership';
    return error.field === 'body' ? 'mismatch' : 'identificationFailed';
  }
  return 'failed';
}

/** Customer numbers are digits; spaces people type between groups go. */
export const normaliseCustomerNumber = (value: string) => value.replace(/\s+/g, '');
export const customerNumberIsValid = (value: string) => /^[0-9]{1,20}$/.test(normaliseCustomerNumber(value));
export const invoiceReferenceIsValid = (value: string) => /^[0-9A-Za-z ]{2,40}$/.test(value.trim());
