import { MICRO_CSV_HEADERS, microCsv } from './microCsv';
import { finnishDate, isoWeek, shiftPeriod } from './localDates';

describe('microCsv', () => {
  it("follows consumption's CSV conventions: BOM, ';', decimal comma, CRLF, empty for missing", () => {
    const csv = microCsv(
      [
        {
          start: '2026-06-09T21:00:00.000Z',
          date: '2026-06-10',
          consumptionKwh: 1234.5,
          productionKwh: 10.25,
          selfUsedKwh: 4,
          exportedKwh: 6.25,
          importedKwh: null,
          exportRevenueEur: -0.11,
          complete: false,
        },
      ],
      true,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe(MICRO_CSV_HEADERS.join(';'));
    expect(row).toBe('10.6.2026;1234,500;10,250;4,000;6,250;;-0,11;ei');
  });
});

describe('local dates', () => {
  it('pages days, ISO weeks, months and years', () => {
    expect(shiftPeriod('2026-03-31', 'month', -1)).toBe('2026-02-01');
    expect(shiftPeriod('2026-03-29', 'day', 1)).toBe('2026-03-30');
    expect(shiftPeriod('2026-01-01', 'week', -1)).toBe('2025-12-25');
    expect(isoWeek('2026-01-01')).toEqual({ week: 1, year: 2026 });
    expect(isoWeek('2027-01-01')).toEqual({ week: 53, year: 2026 });
    expect(finnishDate('2026-03-05')).toBe('5.3.2026');
  });
});

describe('five-year paging', () => {
  it('moves five years at a time', () => {
    expect(shiftPeriod('2026-06-10', 'years', -1)).toBe('2021-01-01');
  });
});
