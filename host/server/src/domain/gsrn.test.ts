import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainMigrations } from './migrations';
import { createTestDatabase } from './testing/pgliteDatabase';
import { gsrnCheckDigit, isFinnishGsrn, isValidGsrn, withGsrnCheckDigit } from '@portal/domain';

describe('GSRN check digit', () => {
  it('matches the GS1 worked example', () => {
    // GS1 General Specifications check-digit example for an 18-digit key: 37610425002123456 -> 9.
    expect(gsrnCheckDigit('37610425002123456')).toBe(9);
    expect(isValidGsrn('376104250021234569')).toBe(true);
  });

  it('detects every single-digit error', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{17}$/), fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const code = withGsrnCheckDigit(body);
        const broken = code.slice(0, at) + String((Number(code[at]) + delta) % 10) + code.slice(at + 1);
        return isValidGsrn(code) && !isValidGsrn(broken);
      }),
    );
  });

  it('requires the Finnish prefix for Finnish metering points', () => {
    expect(isFinnishGsrn(withGsrnCheckDigit('64306000000000001'))).toBe(true);
    expect(isFinnishGsrn(withGsrnCheckDigit('37606000000000001'))).toBe(false);
  });

  it('agrees with the database function', async () => {
    const db = await createTestDatabase(domainMigrations);
    try {
      const codes = fc.sample(fc.stringMatching(/^[0-9]{18}$/), { numRuns: 200, seed: 7 });
      codes.push(withGsrnCheckDigit('64300000000000123'));
      const { rows } = await db.query<{ code: string; ok: boolean }>('select code, gsrn_is_valid(code) as ok from unnest($1::text[]) as code', [
        codes,
      ]);
      for (const row of rows) expect(row.ok).toBe(isValidGsrn(row.code));
    } finally {
      await db.close();
    }
  });
});
