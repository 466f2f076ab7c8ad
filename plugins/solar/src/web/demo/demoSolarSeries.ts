import { addLocalDays, isoWeekday, localDateOf, localDayStartUtc } from '@portal/domain';
import {
  changeTypeOf,
  percentChange,
  periodSchema,
  productionModeSchema,
  productionPeriodSchema,
  type LocalSpan,
  type MicroSummary,
  type MicroTimeseries,
  type ProductionSeries,
  type SolarStatement,
} from '../../contract';
import { IMPORT_PRICE_CKWH_WITH_VAT, NetSum, euros, netQuarter, rowOf, share, totalsOf } from './demoNetting';
import { demoProductionQuarterKwh } from './demoProduction';
import { QUARTER_MS, bucketsOf, monthStart, spanOf, validDate } from './demoSpans';

/**
 * The solar pages' series in the demo, all from the same roof (demoProduction) and house (core's demo
 * load): the plant's production, the place's netted rows, the monthly statement and the summary, so
 * a day's bars sum to the week's, a month's statement equals its netted totals, and the summary's
 * numbers are the series' own. Only quarters that have already ended have readings.
 */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** kWh the roof made in the local days of `span` up to `nowMs`, or null when none has begun. */
export function productionOf(span: LocalSpan, nowMs: number): number | null {
  const start = localDayStartUtc(span.start).getTime();
  const end = Math.min(localDayStartUtc(span.end).getTime(), nowMs);
  if (start + QUARTER_MS > end) return null;
  let kwh = 0;
  for (let ms = start; ms + QUARTER_MS <= end; ms += QUARTER_MS) kwh += demoProductionQuarterKwh(ms);
  return round3(kwh);
}

/** GET .../panel/:panelId/production: energy per hour, day, month or year, or one day's power curve per quarter. */
export function demoProductionSeries(params: Readonly<Record<string, string>>, nowMs = Date.now()): ProductionSeries {
  const mode = productionModeSchema.catch('energy').parse(params.mode ?? 'energy');
  const period = mode === 'power' ? 'day' : productionPeriodSchema.catch('day').parse(params.period ?? 'day');
  const span = spanOf(period, validDate(params.start, addLocalDays(localDateOf(nowMs), -1)));
  const resolution = mode === 'power' ? 'quarter' : period === 'day' ? 'hour' : period === 'year' ? 'month' : period === 'years' ? 'year' : 'day';
  let total = 0;
  const points = bucketsOf(span, resolution).flatMap((bucket) => {
    const past = bucket.quarters.filter((ms) => ms + QUARTER_MS <= nowMs);
    if (past.length === 0) return []; // the server has rows only for metered intervals
    const kwh = past.reduce((sum, ms) => sum + demoProductionQuarterKwh(ms), 0);
    total += kwh;
    const value = mode === 'power' ? round3(kwh * (60 / (past.length * 15))) : round4(kwh);
    return [{ start: new Date(bucket.startMs).toISOString(), date: bucket.date, value }];
  });
  return {
    panelId: params.panelId ?? 'DEMO-PV',
    mode,
    period,
    span,
    resolution,
    unit: mode === 'power' ? 'kW' : 'kWh',
    points,
    totalKwh: round4(total),
  };
}

function netSpan(span: LocalSpan, resolution: 'quarter' | 'day' | 'month', nowMs: number) {
  const total = new NetSum();
  const rows = bucketsOf(span, resolution).map((bucket) => {
    const sum = new NetSum();
    for (const ms of bucket.quarters) {
      const quarter = netQuarter(ms, nowMs);
      sum.add(quarter);
      total.add(quarter);
    }
    return rowOf(sum, new Date(bucket.startMs).toISOString(), bucket.date);
  });
  return { rows, total };
}

/** GET .../microgeneration/.../timeseries: the netted rows (quarters of a day, days, or months of a year). */
export function demoMicroTimeseries(params: Readonly<Record<string, string>>, nowMs = Date.now()): MicroTimeseries {
  const period = periodSchema.catch('day').parse(params.period ?? 'day');
  const span = spanOf(period, validDate(params.start, localDateOf(nowMs)));
  const resolution = period === 'day' ? 'quarter' : period === 'year' ? 'month' : 'day';
  const { rows, total } = netSpan(span, resolution, nowMs);
  return {
    locationIdentifier: params.locationIdentifier ?? 'DEMO-HOME',
    period,
    span,
    resolution,
    nettingMinutes: 15,
    rows,
    totals: totalsOf(total),
  };
}

/** GET .../microgeneration/.../statement?month=: what the panels were worth in the month. */
export function demoStatement(params: Readonly<Record<string, string>>, nowMs = Date.now()): SolarStatement {
  const month = params.month && /^\d{4}-(0[1-9]|1[0-2])$/.test(params.month) ? params.month : localDateOf(nowMs).slice(0, 7);
  const span = spanOf('month', `${month}-01`);
  const { total } = netSpan(span, 'month', nowMs);
  const selfUsedValue = euros((total.selfUsed * IMPORT_PRICE_CKWH_WITH_VAT) / 100);
  const revenue = euros(total.revenue);
  return {
    locationIdentifier: params.locationIdentifier ?? 'DEMO-HOME',
    month,
    span,
    productionKwh: round4(total.production),
    selfUsedKwh: round4(total.selfUsed),
    exportedKwh: round4(total.exported),
    selfUsedValueEur: selfUsedValue,
    exportRevenueEur: revenue,
    totalValueEur: euros(selfUsedValue + revenue),
    negativePriceExportPercent: share(total.negativeExport, total.exported),
    complete: total.present > 0 && total.missing === 0,
  };
}

/** GET .../microgeneration/.../summary: yesterday, last week and last month from the same series. */
export function demoMicroSummary(locationIdentifier: string, nowMs = Date.now()): MicroSummary {
  const today = localDateOf(nowMs);
  const latest = addLocalDays(today, -1);
  const monday = addLocalDays(today, 1 - isoWeekday(today));
  const week = { start: addLocalDays(monday, -7), end: monday };
  const weekBefore = { start: addLocalDays(monday, -14), end: addLocalDays(monday, -7) };
  const month = { start: monthStart(today, -1), end: monthStart(today) };
  const monthBefore = { start: monthStart(today, -2), end: monthStart(today, -1) };
  const day = productionOf({ start: latest, end: today }, nowMs);
  const dayBefore = productionOf({ start: addLocalDays(latest, -1), end: latest }, nowMs);
  const periodOf = (span: LocalSpan, before: LocalSpan) => {
    const production = productionOf(span, nowMs);
    const delta = percentChange(production, productionOf(before, nowMs));
    return { span, production, delta, type: changeTypeOf(delta) };
  };
  const netted = totalsOf(netSpan(month, 'month', nowMs).total);
  return {
    locationIdentifier,
    measurementDate: latest,
    yesterdayProduction: day,
    previousDayDelta: percentChange(day, dayBefore),
    previousWeek: periodOf(week, weekBefore),
    previousMonth: periodOf(month, monthBefore),
    monthSelfSufficiencyPercent: netted.selfSufficiencyPercent,
    monthSelfConsumptionPercent: netted.selfConsumptionPercent,
  };
}

/** The panel summary's live numbers: the last 24 hours and 365 days, and the latest quarter's mean power. */
export function demoPanelNumbers(nowMs = Date.now()) {
  const last = Math.floor(nowMs / QUARTER_MS) * QUARTER_MS - QUARTER_MS;
  const sum = (from: number) => {
    let kwh = 0;
    for (let ms = Math.ceil(from / QUARTER_MS) * QUARTER_MS; ms <= last; ms += QUARTER_MS) kwh += demoProductionQuarterKwh(ms);
    return kwh;
  };
  const year = Math.round(sum(nowMs - 365 * 86_400_000));
  return {
    energyLast24Hours: Math.round(sum(nowMs - 86_400_000) * 10) / 10,
    energyLast12Months: year,
    powerNow: round3(demoProductionQuarterKwh(last) * 4),
    powerMeasuredAt: new Date(last).toISOString(),
    savings: { co2Kg: Math.round(year * 0.07), electricCarKm: Math.round(year / 0.17), saunaHeats: Math.round(year / 10) },
  };
}
