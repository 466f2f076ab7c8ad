import { addLocalDays, helsinkiParts, localDateOf, localDayStartUtc } from '@portal/domain';
import type { WeightedConsumptionPlusResponse, WeightedConsumptionResponse, WeightedPeriod } from '../../contract';
import { DEMO_PLACE, VAT_FACTOR, demoQuarters, round3, vatOf, type DemoQuarter } from './demoHouse';

/** The demo house's consumption-weighted spot price of one period against the plain mean of its quarters. */
function weightedPeriod(period: string, from: string, to: string, quarters: readonly DemoQuarter[], factor: number): WeightedPeriod {
  const kwh = quarters.reduce((sum, q) => sum + q.kwh, 0);
  const weighted = kwh > 0 ? round3((quarters.reduce((sum, q) => sum + q.kwh * q.spot, 0) / kwh) * factor) : null;
  const average = quarters.length > 0 ? round3((quarters.reduce((sum, q) => sum + q.spot, 0) / quarters.length) * factor) : null;
  const both = weighted !== null && average !== null;
  return {
    period,
    from,
    to,
    consumptionKwh: round3(kwh),
    pricedConsumptionKwh: round3(kwh),
    pricedIntervals: quarters.length,
    weightedPrice: weighted,
    averagePrice: average,
    difference: both ? round3(weighted - average) : null,
    differencePercent: both && average !== 0 ? Math.round((weighted / average - 1) * 1000) / 10 : null,
  };
}

/**
 * GET /v2/alerts/weightedConsumption(Plus)/... in the demo: the month and the year up to `date` (today
 * by default), and the Plus answer's hour-of-day profile of the year. The demo house has a fixed-price
 * contract (the contracts demo's), so the Plus answer's spot contract and paid* are null, as the
 * route answers for such a place.
 */
export function demoWeightedConsumptionPlus(
  params: Readonly<Record<string, string>>,
  nowMs = Date.now(),
): WeightedConsumptionPlusResponse | undefined {
  if (params.locationIdentifier !== DEMO_PLACE) return undefined;
  const vat = vatOf(params.vat);
  const factor = VAT_FACTOR[vat];
  const date = params.date && /^\d{4}-\d{2}-\d{2}$/.test(params.date) ? params.date : localDateOf(nowMs);
  const monthStart = `${date.slice(0, 7)}-01`;
  const yearStart = `${date.slice(0, 4)}-01-01`;
  const year = demoQuarters(yearStart, addLocalDays(date, 1), nowMs);
  const monthStartMs = localDayStartUtc(monthStart).getTime();
  const month = year.filter((q) => q.startMs >= monthStartMs);
  const byHour: DemoQuarter[][] = Array.from({ length: 24 }, () => []);
  for (const quarter of year) byHour[helsinkiParts(quarter.startMs).hour]!.push(quarter);
  const total = year.reduce((sum, q) => sum + q.kwh, 0);
  const plus = (period: WeightedPeriod) => ({ ...period, paidPrice: null, paidEur: null });
  return {
    locationIdentifier: DEMO_PLACE,
    date,
    vat,
    unit: 'c/kWh',
    contract: null,
    month: plus(weightedPeriod(date.slice(0, 7), monthStart, date, month, factor)),
    year: plus(weightedPeriod(date.slice(0, 4), yearStart, date, year, factor)),
    profile: byHour.map((quarters, hour) => {
      const kwh = quarters.reduce((sum, q) => sum + q.kwh, 0);
      return {
        hour,
        consumptionKwh: round3(kwh),
        sharePercent: total > 0 ? Math.round((kwh / total) * 1000) / 10 : 0,
        weightedPrice: kwh > 0 ? round3((quarters.reduce((sum, q) => sum + q.kwh * q.spot, 0) / kwh) * factor) : null,
      };
    }),
  };
}

/** The plain answer is the Plus answer without the contract and the profile. */
export function demoWeightedConsumption(params: Readonly<Record<string, string>>, nowMs = Date.now()): WeightedConsumptionResponse | undefined {
  const plus = demoWeightedConsumptionPlus(params, nowMs);
  if (!plus) return undefined;
  const strip = ({ paidPrice: _paid, paidEur: _eur, ...period }: WeightedConsumptionPlusResponse['month']): WeightedPeriod => period;
  return {
    locationIdentifier: plus.locationIdentifier,
    date: plus.date,
    vat: plus.vat,
    unit: plus.unit,
    month: strip(plus.month),
    year: strip(plus.year),
  };
}
