import { helsinkiInstant } from './helsinkiInstant';

describe('helsinkiInstant', () => {
  it('reads winter (+2) and summer (+3) wall-clock times', () => {
    expect(helsinkiInstant('2026-01-15', '12:00')).toBe('2026-01-15T10:00:00.000Z');
    expect(helsinkiInstant('2026-07-01', '8.30')).toBe('2026-07-01T05:30:00.000Z');
  });

  it('refuses the hour the spring-forward night skips, and takes the first 03:30 of the autumn night', () => {
    expect(helsinkiInstant('2026-03-29', '03:30')).toBeNull();
    expect(helsinkiInstant('2026-03-29', '04:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(helsinkiInstant('2026-10-25', '03:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses malformed input', () => {
    expect(helsinkiInstant('15.1.2026', '12:00')).toBeNull();
    expect(helsinkiInstant('2026-01-15', '25:00')).toBeNull();
  });
});
