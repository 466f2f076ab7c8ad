import { addDays, helsinkiDate, helsinkiHourUtc } from './helsinkiTime';

describe('Helsinki wall-clock helpers (whatever the browser zone)', () => {
  it('gives the UTC instant of a Helsinki hour in winter and in summer', () => {
    expect(helsinkiHourUtc('2026-01-15', 22)).toBe('2026-01-15T20:00:00.000Z');
    expect(helsinkiHourUtc('2026-07-15', 22)).toBe('2026-07-15T19:00:00.000Z');
    expect(helsinkiHourUtc('2026-01-16', 0)).toBe('2026-01-15T22:00:00.000Z');
  });

  it('handles the DST days: 07:00 after the spring change is +03, midnight before the autumn one +03', () => {
    expect(helsinkiHourUtc('2026-03-29', 7)).toBe('2026-03-29T04:00:00.000Z');
    expect(helsinkiHourUtc('2026-10-25', 0)).toBe('2026-10-24T21:00:00.000Z');
    expect(helsinkiHourUtc('2026-10-25', 7)).toBe('2026-10-25T05:00:00.000Z');
  });

  it('reads and steps calendar dates', () => {
    expect(helsinkiDate(Date.parse('2026-01-15T22:30:00Z'))).toBe('2026-01-16');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
