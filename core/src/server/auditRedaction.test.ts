import { describe, expect, it } from 'vitest';
import { redactAuditDetails } from './audit';

describe('redactAuditDetails', () => {
  it('blanks a personal identity code under any of its names, nested too, and keeps the rest', () => {
    expect(redactAuditDetails({ ssn: '150375-901X', query: { hetu: 'x', personalIdentityCode: 'y' }, by: ['ssn'] })).toEqual({
      ssn: '[redacted]',
      query: { hetu: '[redacted]', personalIdentityCode: '[redacted]' },
      by: ['ssn'],
    });
  });
});
