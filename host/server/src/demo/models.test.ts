import { localDayStartUtc } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildCalendar, firstIndexOfLastDays } from './calendar';
import { generateSpotPrices } from './spotPrices';
import { clearSkyIrradiance, generateSolarProduction } from './solar';
import { generateTemperatures, nationalMean } from './weather';

// Two full years of the models without a database: fast, and long enough to see seasons and extremes.
const hours = buildCalendar(localDayStartUtc('2024-11-01'), localDayStartUtc('2026-11-01'), 60);
const temperatures = generateTemperatures(99, hours);
const monthMean = (series: Float64Array, month: number) => {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < hours.count; i += 1) {
    if (hours.month[i] !== month) continue;
    sum += series[i] ?? 0;
    n += 1;
  }
  return sum / n;
};

describe('demo weather', () => {
  it('has a Finnish climate: cold winters, mild summers, colder inland', () => {
    const kuopio = temperatures.get('Kuopio')!;
    const helsinki = temperatures.get('Helsinki')!;
    expect(monthMean(kuopio, 1)).toBeLessThan(-3);
    expect(monthMean(kuopio, 7)).toBeGreaterThan(13);
    expect(monthMean(helsinki, 1)).toBeGreaterThan(monthMean(kuopio, 1));
    expect(Math.min(...kuopio)).toBeLessThan(-20);
    expect(Math.max(...helsinki)).toBeGreaterThan(22);
  });
});

describe('demo spot prices', () => {
  const series = generateSpotPrices(99, hours, nationalMean(temperatures, hours.count));

  it('switches from hourly to 15-minute prices on delivery day 1.10.2025, a CET day (01:00 in Finland)', () => {
    expect(series.map((s) => s.minutes)).toEqual([60, 15]);
    expect(series[1]?.startUtc.toISOString()).toBe('2025-09-30T22:00:00.000Z');
    const hourlyEnd = (series[0]?.startUtc.getTime() ?? 0) + (series[0]?.eurMwh.length ?? 0) * 3_600_000;
    expect(hourlyEnd).toBe(series[1]?.startUtc.getTime());
  });

  it('has negative hours and spikes, within the market limits', () => {
    const all = series.flatMap((s) => Array.from(s.eurMwh));
    const negative = all.filter((p) => p < 0).length;
    const spikes = all.filter((p) => p > 300).length;
    expect(negative).toBeGreaterThan(50);
    expect(spikes).toBeGreaterThan(5);
    expect(Math.min(...all)).toBeGreaterThanOrEqual(-500);
    expect(Math.max(...all)).toBeLessThanOrEqual(4000);
    const mean = all.reduce((a, b) => a + b, 0) / all.length;
    expect(mean).toBeGreaterThan(25);
    expect(mean).toBeLessThan(110);
  });
});

describe('demo solar production', () => {
  const plant = { kWp: 8, latitude: 63.1, longitude: 21.6, tiltDeg: 30, azimuthFromSouthDeg: 0 };

  it('follows the sun: nothing at night, most at solar noon, far more in June than December', () => {
    expect(clearSkyIrradiance(plant, Date.UTC(2025, 5, 21, 22))).toBe(0); // 01:00 local
    const noon = clearSkyIrradiance(plant, Date.UTC(2025, 5, 21, 10, 30));
    expect(noon).toBeGreaterThan(700);
    expect(noon).toBeGreaterThan(clearSkyIrradiance(plant, Date.UTC(2025, 5, 21, 6)));
    expect(clearSkyIrradiance(plant, Date.UTC(2025, 11, 21, 10, 30))).toBeLessThan(noon / 2);
  });

  it('produces a plausible yearly yield (about 700-1000 kWh per kWp in Finland)', () => {
    const quarters = buildCalendar(localDayStartUtc('2025-01-01'), localDayStartUtc('2026-01-01'), 15);
    const temps = generateTemperatures(99, buildCalendar(quarters.startUtc, localDayStartUtc('2026-01-01'), 60)).get('Vaasa')!;
    const output = generateSolarProduction(99, 'test', plant, quarters, temps);
    const total = output.reduce((a, b) => a + b, 0);
    expect(total / plant.kWp).toBeGreaterThan(600);
    expect(total / plant.kWp).toBeLessThan(1100);
  });
});

describe('firstIndexOfLastDays', () => {
  it('finds the first interval of the last days, DST days included', () => {
    const quarters = buildCalendar(localDayStartUtc('2025-10-24'), localDayStartUtc('2025-10-28'), 15);
    expect(firstIndexOfLastDays(quarters, 2)).toBe(2 * 96); // 26.10. (100 quarters) and 27.10.
    expect(quarters.count - firstIndexOfLastDays(quarters, 2)).toBe(196);
    expect(firstIndexOfLastDays(quarters, 10)).toBe(0);
  });
});
