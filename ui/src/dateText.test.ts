import { describe, expect, it } from 'vitest';
import { addMonths, isoToFinnish, monthGrid, parseFinnishDate } from './dateText';

describe('dateText', () => {
  it('reads D.M.YYYY with or without leading zeros, and a pasted ISO date', () => {
    expect(parseFinnishDate('5.3.2025')).toBe('2025-03-05');
    expect(parseFinnishDate(' 05.03.2025 ')).toBe('2025-03-05');
    expect(parseFinnishDate('2025-03-05')).toBe('2025-03-05');
  });

  it('refuses what is not a real date, and browser-locale formats', () => {
    expect(parseFinnishDate('29.2.2025')).toBeNull();
    expect(parseFinnishDate('29.2.2024')).toBe('2024-02-29');
    expect(parseFinnishDate('31.4.2025')).toBeNull();
    expect(parseFinnishDate('11/22/2026')).toBeNull();
    expect(parseFinnishDate('5.3.25')).toBeNull();
    expect(parseFinnishDate('')).toBeNull();
  });

  it('writes ISO dates as D.M.YYYY', () => {
    expect(isoToFinnish('2026-11-02')).toBe('2.11.2026');
  });

  it('clamps a month step to the shorter month and lays a month out in Monday-first weeks', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    const weeks = monthGrid('2026-03-15');
    expect(weeks[0]?.[0]).toBe('2026-02-23');
    expect(weeks.flat()).toContain('2026-03-31');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.at(-1)?.[6]).toBe('2026-04-05');
  });
});
