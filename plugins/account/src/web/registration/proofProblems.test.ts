import { ApiRequestError } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { customerNumberIsValid, invoiceReferenceIsValid, proofProblemOf } from './proofProblems';

const error = (code: string, field?: string, details?: Record<string, unknown>) =>
  new ApiRequestError(400, code, 'x', 'POST', '/api/v3/user/register', field, undefined, details);

describe('proof problems', () => {
  it('tells a wrong invoice proof, a lockout, no customership and a failed identification apart', () => {
    expect(proofProblemOf(error('INVALID_CODE', 'body'))).toBe('mismatch');
    expect(proofProblemOf(error('TOO_MANY_REQUESTS'))).toBe('lockedOut');
    expect(proofProblemOf(error('INVALID_CODE', 'body.attemptId', { reason: 'noCustomership' }))).toBe('noCustomership');
    expect(proofProblemOf(error('INVALID_CODE', 'body.code'))).toBe('identificationFailed');
    expect(proofProblemOf(error('SERVICE_UNAVAILABLE'))).toBe('unavailable');
    expect(proofProblemOf(new Error('x'))).toBe('failed');
  });

  it('checks the fields like the server', () => {
    expect(customerNumberIsValid('1000 002')).toBe(true);
    expect(customerNumberIsValid('10a')).toBe(false);
    expect(invoiceReferenceIsValid('RF47 3000 5000 14')).toBe(true);
    expect(invoiceReferenceIsValid('1')).toBe(false);
    expect(invoiceReferenceIsValid('12-34')).toBe(false);
  });
});
