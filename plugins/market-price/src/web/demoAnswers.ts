import type { DemoAnswers } from '@portal/core';
import { Random, addLocalDays, demoSpotPriceCKwh, localDateOf, localDayIntervals } from '@portal/domain';
import type { AdvertisementTileResponse } from '../contract/advertisementTile';
import { MARKET_PRICE_ROUTES, type CheapestResponse, type EnergyPriceResponse, type FutureResponse, type PriceLevel } from '../contract';
import { demoSimulator } from './demo/demoSimulator';
import { demoSuggestion } from './demo/demoSuggestion';
import { demoUserPrice } from './demo/demoUserPrice';
import { demoWeightedConsumption, demoWeightedConsumptionPlus } from './demo/demoWeightedConsumption';

/**
 * requirements §7 demo mode ("future prices") and the price page: seeded day-ahead prices for today and
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

/** c/kWh without VAT for one market period: core's demo market, so other plugins' demo pages use the same prices. */
const basePrice = (date: string, localStart: string): number => demoSpotPriceCKwh(date, localStart);

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

/** The cheapest `hours`-long window from now to the end of tomorrow (the front page card and the page). */
export function demoCheapest(params: Readonly<Record<string, string>>, nowMs = Date.now()): CheapestResponse {
  const prices = demoEnergyPrices({ ...params, resolution: 'MARKET' }, nowMs);
  const periods = prices.days.flatMap((day) => day.periods).filter((period) => Date.parse(period.end) > nowMs);
  const hours = Math.min(24, Math.max(1, Number(params.hours ?? 3) || 3));
  const size = hours * 4;
  let best: { index: number; average: number } | null = null;
  for (let index = 0; index + size <= periods.length; index += 1) {
    const average = periods.slice(index, index + size).reduce((sum, period) => sum + period.price, 0) / size;
    if (!best || average < best.average) best = { index, average };
  }
  const window = best && {
    start: periods[best.index]!.start,
    end: periods[best.index + size - 1]!.end,
    average: Math.round(best.average * 1000) / 1000,
  };
  const all = periods.map((period) => period.price);
  return {
    unit: prices.unit,
    vat: prices.vat,
    hours,
    from: periods[0]?.start ?? new Date(nowMs).toISOString(),
    to: periods.at(-1)?.end ?? new Date(nowMs).toISOString(),
    window,
    cheapestQuarters: [...periods]
      .sort((a, b) => a.price - b.price)
      .slice(0, 4)
      .map(({ start, end, price }) => ({ start, end, price })),
    current: periods[0]?.price ?? null,
    rangeAverage: all.length ? Math.round((all.reduce((sum, value) => sum + value, 0) / all.length) * 1000) / 1000 : null,
    flat: false,
    appliance: null,
  };
}

const LANGUAGES = ['fi', 'sv', 'en'] as const;

/** The demo advertisement tile (requirements §7 "demo advertisement tile"): the demo data set's VARE tile, in the asked language. */
const TILE_TEXTS = {
  title: { fi: 'Käytä sähköä, kun se on halvinta', sv: 'Använd el när den är billigast', en: 'Use electricity when it is cheapest' },
  body: {
    fi: 'Aseta hintaraja, niin kerromme, kun huomisen pörssihinta on korkea tai matala.',
    sv: 'Ange en prisgräns, så berättar vi när morgondagens börspris är högt eller lågt.',
    en: "Set a price limit and we will tell you when tomorrow's spot price is high or low.",
  },
  linkText: { fi: 'Aseta hintaraja', sv: 'Ange prisgräns', en: 'Set a price limit' },
} as const;

export function demoAdvertisementTile(params: Readonly<Record<string, string>>): AdvertisementTileResponse {
  const language = LANGUAGES.find((code) => code === params.language) ?? 'fi';
  return {
    tile: {
      id: 'demo-tile-VARE',
      title: TILE_TEXTS.title[language],
      body: TILE_TEXTS.body[language],
      link: { url: '/halytykset/hinta', text: TILE_TEXTS.linkText[language] },
    },
  };
}

export const marketPriceDemoAnswers = {
  advertisementTile: { route: `GET /api${MARKET_PRICE_ROUTES.advertisementTile}`, answer: (params) => demoAdvertisementTile(params) },
  cheapest: { route: `GET /api${MARKET_PRICE_ROUTES.cheapest}`, answer: (params) => demoCheapest(params) },
  energyPrice: { route: `GET /api${MARKET_PRICE_ROUTES.energyPrice}`, answer: (params) => demoEnergyPrices(params) },
  futurePrices: { route: `GET /api${MARKET_PRICE_ROUTES.future}`, answer: (params) => demoFuturePrices(params) },
  userPrice: { route: `GET /api${MARKET_PRICE_ROUTES.userPrice}`, answer: (params) => demoUserPrice(params) },
  simulator: { route: `GET /api${MARKET_PRICE_ROUTES.simulator}`, answer: (params) => demoSimulator(params) },
  suggestion: { route: `GET /api${MARKET_PRICE_ROUTES.suggestion}`, answer: (params) => demoSuggestion(params) },
  weightedConsumption: { route: `GET /api${MARKET_PRICE_ROUTES.weightedConsumption}`, answer: (params) => demoWeightedConsumption(params) },
  weightedConsumptionPlus: {
    route: `GET /api${MARKET_PRICE_ROUTES.weightedConsumptionPlus}`,
    answer: (params) => demoWeightedConsumptionPlus(params),
  },
} satisfies DemoAnswers;
