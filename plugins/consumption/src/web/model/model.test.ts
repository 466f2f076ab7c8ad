import { describe, expect, it } from 'vitest';
import type { ChartPoint } from './chartPoint';
import { consumptionCsv } from './consumptionCsv';
import { addDays, addMonths, isoWeekNumber, startOfWeek } from './localDate';
import { parseBudgetAmount } from './parseBudgetAmount';
import { maxPointsFor, reduceForDisplay } from './reduceForDisplay';
import { TIME_AXIS_RULES } from './timeAxisMode';

const HOUR = 3_600_000;
const start = Date.parse('2025-03-04T22:00:00Z'); // 5.3.2025 00:00 in Helsinki

function point(i: number, value: number | null, quality: ChartPoint['quality'] = 'measured'): ChartPoint {
  return {
    start: start + i * HOUR,
    end: start + (i + 1) * HOUR,
    value,
    quality,
    intervals: 4,
    estimatedIntervals: quality === 'estimated' ? 4 : 0,
    missingIntervals: quality === 'missing' ? 4 : 0,
  };
}

describe('CSV of the shown data', () => {
  const points = [point(22, 1234.5), point(23, 0.125, 'estimated'), point(24, null, 'missing')];
  const csv = consumptionCsv(points, { header: 'Kulutus (kWh)', decimals: 3 }, [
    { id: 'temperature', label: 'Ulkolämpötila', unit: '°C', values: [-3.25, null, 1], aggregation: 'mean', axis: 'secondary', decimals: 1 },
  ]);
  const lines = csv.replace('\uFEFF', '').split('\r\n');

  it('starts with a UTF-8 byte-order mark and uses Finnish headers and semicolons', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Alkuaika;Loppuaika;Kulutus (kWh);Laatu;Ulkolämpötila (°C)');
  });

  it('writes decimal commas without thousands spaces and ends the last hour at 24:00', () => {
    expect(lines[1]).toBe('05.03.2025 22:00;05.03.2025 23:00;1234,500;mitattu;-3,3');
    expect(lines[2]).toBe('05.03.2025 23:00;05.03.2025 24:00;0,125;arvioitu;');
  });

  it('leaves a missing value empty and says it is missing, never 0', () => {
    expect(lines[3]).toBe('06.03.2025 00:00;06.03.2025 01:00;;puuttuu;1,0');
    expect(lines).toHaveLength(5); // header, 3 rows, trailing CRLF
  });
});

describe('reducing for display', () => {
  const year = Array.from({ length: 35_040 }, (_, i) =>
    point(i, i % 97 === 0 ? null : 0.25, i % 97 === 0 ? 'missing' : i % 50 === 0 ? 'estimated' : 'measured'),
  );

  it('hands at most two points per pixel to the chart', () => {
    const reduced = reduceForDisplay(year, [], maxPointsFor(800));
    expect(reduced.points.length).toBeLessThanOrEqual(1600);
    expect(reduced.bucketSize).toBe(22);
  });

  it('keeps every interval, its energy and its gaps accounted for', () => {
    const reduced = reduceForDisplay(year, [], maxPointsFor(800));
    const count = (ps: readonly ChartPoint[], f: (p: ChartPoint) => number) => ps.reduce((s, p) => s + f(p), 0);
    expect(count(reduced.points, (p) => p.intervals)).toBe(count(year, (p) => p.intervals));
    expect(count(reduced.points, (p) => p.missingIntervals)).toBe(count(year, (p) => p.missingIntervals));
    expect(count(reduced.points, (p) => p.value ?? 0)).toBeCloseTo(
      count(year, (p) => p.value ?? 0),
      6,
    );
    expect(reduced.points.filter((p) => p.quality === 'missing').length).toBeGreaterThan(0);
  });

  it('leaves short series untouched', () => {
    const day = year.slice(0, 96);
    expect(reduceForDisplay(day, [], 1600).points).toBe(day);
  });
});

describe('periods', () => {
  it('pages weeks from Monday, months from the 1st and years by five in the years mode', () => {
    expect(startOfWeek('2025-03-05')).toBe('2025-03-03');
    expect(isoWeekNumber('2025-03-05')).toBe(10);
    expect(isoWeekNumber('2024-12-30')).toBe(1);
    expect(TIME_AXIS_RULES.week.rangeOf('2025-03-05')).toEqual({ from: '2025-03-03', to: '2025-03-10' });
    expect(TIME_AXIS_RULES.month.rangeOf('2025-02-14')).toEqual({ from: '2025-02-01', to: '2025-03-01' });
    expect(TIME_AXIS_RULES.years.rangeOf('2025-06-01')).toEqual({ from: '2021-01-01', to: '2026-01-01' });
    expect(TIME_AXIS_RULES.years.shift('2025-06-01', -1)).toBe('2020-01-01');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-01');
  });
});

describe('budget amount', () => {
  it('accepts Finnish decimals and rejects what the contract would', () => {
    expect(parseBudgetAmount('450,50')).toEqual({ amount: 450.5 });
    expect(parseBudgetAmount('1 200')).toEqual({ amount: 1200 });
    expect(parseBudgetAmount('')).toEqual({ error: 'required' });
    expect(parseBudgetAmount('abc')).toEqual({ error: 'notNumber' });
    expect(parseBudgetAmount('0')).toEqual({ error: 'notPositive' });
    expect(parseBudgetAmount('-5')).toEqual({ error: 'notPositive' });
    expect(parseBudgetAmount('1,234')).toEqual({ error: 'tooManyDecimals' });
    expect(parseBudgetAmount('20000000')).toEqual({ error: 'tooLarge' });
  });
});
