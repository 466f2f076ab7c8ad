import { demoSpotPriceAt, isoWeekday, localDateOf } from '@portal/domain';
import { percentChange, timeAxisModeSchema, type ProfileResponse, type WeightedResponse } from '../../contract';
import { bucketsOf } from '../../server/period/buckets';
import { periodOf } from '../../server/period/timeAxis';
import { quarterKwh } from './demoSeries';

/**
 * The electricity page's profile and weighted-price sections in the demo: computed from the same
 * demo house load as the charts (demoSeries) and core's demo spot prices (the market-price demo's),
 * in exact Helsinki hours and days. Only intervals that have already happened count, as on a meter.
 */
const QUARTER_MS = 15 * 60_000;
const VAT_FACTOR = { VAT_24: 1.255, VAT_0: 1 } as const;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function periodFrom(params: Readonly<Record<string, string>>, nowMs: number) {
  const mode = timeAxisModeSchema.catch('month').parse(params.mode ?? 'month');
  const start = params.start && /^\d{4}-\d{2}-\d{2}$/.test(params.start) ? params.start : localDateOf(nowMs);
  return periodOf(mode, start);
}

/** The elapsed quarters of [startMs, endMs) with their load. */
function quartersOf(startMs: number, endMs: number, nowMs: number): { startMs: number; kwh: number }[] {
  const quarters: { startMs: number; kwh: number }[] = [];
  for (let start = startMs; start < endMs && start + QUARTER_MS <= nowMs; start += QUARTER_MS)
    quarters.push({ startMs: start, kwh: quarterKwh(start) });
  return quarters;
}

/** GET .../electricity/profile: the mean of each actual hour per local hour (the October hour gives two samples). */
export function demoProfile(params: Readonly<Record<string, string>>, nowMs = Date.now()): ProfileResponse {
  const period = periodFrom(params, nowMs);
  const hours = Array.from({ length: 24 }, () => ({ kwh: 0, samples: 0 }));
  for (const bucket of bucketsOf(period, 'hour')) {
    if (bucket.endMs > nowMs) continue; // an hour not yet whole is left out, like a half-missing one
    const slot = hours[Number(bucket.localStart.slice(0, 2))]!;
    slot.kwh += quartersOf(bucket.startMs, bucket.endMs, nowMs).reduce((sum, quarter) => sum + quarter.kwh, 0);
    slot.samples += 1;
  }
  const weekdays = Array.from({ length: 7 }, () => ({ kwh: 0, days: 0 }));
  for (const day of bucketsOf(period, 'day')) {
    if (day.endMs > nowMs) continue; // only complete days
    const slot = weekdays[isoWeekday(day.localDate) - 1]!;
    slot.kwh += quartersOf(day.startMs, day.endMs, nowMs).reduce((sum, quarter) => sum + quarter.kwh, 0);
    slot.days += 1;
  }
  return {
    locationIdentifier: params.locationIdentifier ?? '',
    period,
    byHourOfDay: hours.map((slot, hour) => ({ hour, averageKwh: slot.samples > 0 ? round4(slot.kwh / slot.samples) : null, samples: slot.samples })),
    byWeekday: weekdays.map((slot, i) => ({ weekday: i + 1, averageKwh: slot.days > 0 ? round4(slot.kwh / slot.days) : null, days: slot.days })),
    hoursUsed: hours.reduce((total, slot) => total + slot.samples, 0),
  };
}

/** GET .../electricity/weighted: Σ(kWh × price) / Σ kWh against the plain mean of the same quarters' prices. */
export function demoWeighted(params: Readonly<Record<string, string>>, nowMs = Date.now()): WeightedResponse {
  const period = periodFrom(params, nowMs);
  const vat = params.vat === 'VAT_0' ? 'VAT_0' : 'VAT_24';
  const [first] = bucketsOf(period, 'day');
  const last = bucketsOf(period, 'day').at(-1);
  const quarters = first && last ? quartersOf(first.startMs, last.endMs, nowMs) : [];
  let kwh = 0;
  let cost = 0; // Σ kWh × c/kWh
  let prices = 0;
  for (const quarter of quarters) {
    const price = demoSpotPriceAt(quarter.startMs) * VAT_FACTOR[vat];
    kwh += quarter.kwh;
    cost += quarter.kwh * price;
    prices += price;
  }
  const weighted = kwh > 0 ? round4(cost / kwh) : null;
  const average = quarters.length > 0 ? round4(prices / quarters.length) : null;
  return {
    locationIdentifier: params.locationIdentifier ?? '',
    period,
    vat,
    unit: 'c/kWh',
    weightedAveragePrice: weighted,
    averagePrice: average,
    difference: weighted !== null && average !== null ? round4(weighted - average) : null,
    differencePercent: percentChange(weighted, average),
    consumptionKwh: Math.round(kwh * 1000) / 1000,
    spotCostEur: quarters.length > 0 ? Math.round(cost) / 100 : null,
    pricedIntervals: quarters.length,
    missingIntervals: 0,
  };
}
