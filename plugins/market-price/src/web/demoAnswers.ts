import type { DemoAnswers } from '@portal/core';
import { Random, addLocalDays, localDateOf, localDayIntervals } from '@portal/core/demo';
import { MARKET_PRICE_ROUTES, type EnergyPriceResponse, type FutureResponse, type PriceLevel } from '../contract';

/**
 * SPEC §7 demo mode ("future prices") and the price page: seeded day-ahead prices for today and
 * tomorrow in 15-minute market periods of the Helsinki day (92, 96 or 100 on DST days). Only the demo
 * build loads this module.
 */
const VAT_FACTOR = { VAT_24: 1.255, VAT_0: 1 } as const;

function levelOf(price: number, average: number): PriceLevel {
  const ratio = price / average;
  if (ratio < 0.6) return 'VERY_CHEAP';
  if (ratio < 0.9) return 'CHEAP';
  if (ratio < 1.1) return 'NORMAL';
  if (ratio < 1.4) return 'EXPENSIVE';
  return 'VERY_EXPENSIVE';
}

/** c/kWh without VAT for one market period: cheap nights, morning and evening peaks, seeded noise. */
function basePrice(date: string, localStart: string): number {
  const hour = Number(localStart.slice(0, 2));
  const shape = hour < 6 ? 0.5 : (hour >= 7 && hour < 10) || (hour >= 17 && hour < 21) ? 1.6 : 1;
  return Math.max(-0.5, 6 * shape * Random.stream(2026, `price:${date}:${localStart}`).range(0.7, 1.3));
}

export function demoEnergyPrices(params: Readonly<Record<string, string>>, nowMs = Date.now()): EnergyPriceResponse {
  const unit = params.unit === 'MWH' ? 'MWH' : 'KWH';
  const vat = params.vat === 'VAT_0' ? 'VAT_0' : 'VAT_24';
  const resolution = params.resolution === 'HOUR' ? 'HOUR' : 'MARKET';
  const first = params.date && /^\d{4}-\d{2}-\d{2}$/.test(params.date) ? params.date : localDateOf(nowMs);
  const scale = VAT_FACTOR[vat] * (unit === 'MWH' ? 10 : 1);
  const days = [first, addLocalDays(first, 1)].map((date) => {
    const prices = localDayIntervals(date, resolution === 'HOUR' ? 60 : 15).map((interval) => ({
      start: interval.startUtc.toISOString(),
      end: new Date(interval.startUtc.getTime() + (resolution === 'HOUR' ? 60 : 15) * 60_000).toISOString(),
      price: Math.round(basePrice(date, interval.localStart) * scale * 1000) / 1000,
    }));
    const values = prices.map((period) => period.price);
    const average = values.reduce((sum, value) => sum + value, 0) / values.length;
    return {
      date,
      published: true,
      periods: prices.map((period) => ({ ...period, level: levelOf(period.price, average) })),
      average: Math.round(average * 1000) / 1000,
      min: Math.min(...values),
      max: Math.max(...values),
    };
  });
  return { unit, vat, resolution, now: new Date(nowMs).toISOString(), days };
}

export function demoFuturePrices(params: Readonly<Record<string, string>>, nowMs = Date.now()): FutureResponse {
  const unit = params.unit === 'MWH' ? 'MWH' : 'KWH';
  const vat = params.vat === 'VAT_0' ? 'VAT_0' : 'VAT_24';
  const scale = VAT_FACTOR[vat] * (unit === 'MWH' ? 10 : 1);
  const [year, month] = localDateOf(nowMs).split('-').map(Number) as [number, number];
  const monthAt = (offset: number) => {
    const index = year * 12 + (month - 1) + offset;
    const m = (index % 12) + 1;
    // Dearer in winter, seeded per month so the curve is the same on every visit.
    const value = (5 + 3 * Math.cos(((m - 1) / 12) * 2 * Math.PI)) * Random.stream(2026, `future:${index}`).range(0.85, 1.15);
    return { year: Math.floor(index / 12), month: m, value: Math.round(value * scale * 100) / 100 };
  };
  return {
    unit,
    vat,
    historicData: Array.from({ length: 12 }, (_, i) => monthAt(i - 12)),
    futureData: Array.from({ length: 12 }, (_, i) => monthAt(i)),
    updated: new Date(nowMs).toISOString(),
  };
}

export const marketPriceDemoAnswers = {
  energyPrice: { route: `GET /api${MARKET_PRICE_ROUTES.energyPrice}`, answer: (params) => demoEnergyPrices(params) },
  futurePrices: { route: `GET /api${MARKET_PRICE_ROUTES.future}`, answer: (params) => demoFuturePrices(params) },
} satisfies DemoAnswers;
