import type { DemoAnswers } from '@portal/core';
import { addLocalDays, localDateOf, localDayStartUtc } from '@portal/domain';
import {
  CONSUMPTION_ROUTES,
  changeTypeOf,
  percentChange,
  timeAxisModeSchema,
  resolutionSchema,
  type BudgetResponse,
  type DistrictHeatingSummary,
  type EnergyConsumptionSummary,
  type LocalPeriod,
  type TimeseriesResponse,
} from '../contract';
import { bucketsOf } from '../server/period/buckets';
import { DEFAULT_RESOLUTION, periodOf, previousPeriodOf } from '../server/period/timeAxis';
import { demoProfile, demoWeighted } from './demo/demoInsights';
import { demoPoint } from './demo/demoSeries';

/**
 * requirements §7 demo mode for the consumption pages: generated 15-minute household load for the demo
 * places, bucketed with the server's own period and bucket code (exact Helsinki DST days), so the
 * charts page through days, weeks, months and years like the real ones. Only the demo build loads it.
 */
const PRICE_EUR_KWH = { VAT_24: 0.1245, VAT_0: 0.1004 } as const;
/** CONSUMPTION_ROUTES are the server's paths; the mock matches the web's (with /api). */
const route = (path: string): `/api/${string}` => `/api${path.startsWith('/') ? '' : '/'}${path}` as `/api/${string}`;

function periodKwh(period: LocalPeriod, nowMs: number, stream?: string): number | null {
  const start = localDayStartUtc(period.start).getTime();
  if (start >= nowMs) return null;
  const points = bucketsOf(period, 'day').map((bucket) => demoPoint(bucket, nowMs, null, stream));
  return Math.round(points.reduce((sum, point) => sum + (point.kwh ?? 0), 0) * 100) / 100;
}

export function demoTimeseries(
  params: Readonly<Record<string, string>>,
  nowMs = Date.now(),
  utilityType: 'ELECTRICITY' | 'DISTRICT_HEATING' = 'ELECTRICITY',
): TimeseriesResponse {
  const heat = utilityType === 'DISTRICT_HEATING';
  const stream = heat ? 'heat' : 'electricity';
  const meterMinutes = heat ? 60 : 15;
  const mode = timeAxisModeSchema.catch('day').parse(params.mode);
  const start = params.start && /^\d{4}-\d{2}-\d{2}$/.test(params.start) ? params.start : localDateOf(nowMs);
  const requested = resolutionSchema.catch(DEFAULT_RESOLUTION[mode]).parse(params.resolution ?? DEFAULT_RESOLUTION[mode]);
  // An hourly meter has no quarters (the server's effectiveResolution does the same).
  const resolution = heat && requested === 'quarter' ? 'hour' : requested;
  const unit = params.unit === 'EUR' ? 'EUR' : 'kWh';
  const vat = params.vat === 'VAT_0' ? 'VAT_0' : 'VAT_24';
  const period = periodOf(mode, start);
  const price = unit === 'EUR' ? PRICE_EUR_KWH[vat] : null;
  const points = bucketsOf(period, resolution).map((bucket) => demoPoint(bucket, nowMs, price, stream, meterMinutes));
  const kwh = Math.round(points.reduce((sum, point) => sum + (point.kwh ?? 0), 0) * 1000) / 1000;
  const previousPeriod = previousPeriodOf(mode, period);
  const previousKwh = periodKwh(previousPeriod, nowMs, stream);
  const factor = price ?? 1;
  const value = kwh * factor;
  const previousValue = previousKwh === null ? null : previousKwh * factor;
  const expected = points.reduce((sum, point) => sum + point.expectedIntervals, 0);
  return {
    locationIdentifier: params.locationIdentifier ?? '',
    utilityType,
    mode,
    period,
    unit,
    vat,
    resolution,
    meterResolutionMinutes: meterMinutes,
    points,
    overlays: [],
    totals: {
      kwh,
      eur: price === null ? null : Math.round(value * 100) / 100,
      expectedIntervals: expected,
      missingIntervals: 0,
      estimatedIntervals: 0,
      unpricedIntervals: 0,
      complete: true,
      previousPeriod,
      previousValue,
      percentChange: percentChange(value, previousValue),
    },
    reduced: false,
    fullPointCount: points.length,
  };
}

function demoSummary(params: Readonly<Record<string, string>>, nowMs = Date.now()): EnergyConsumptionSummary {
  const today = localDateOf(nowMs);
  const yesterday = addLocalDays(today, -1);
  const dayKwh = (date: string) => periodKwh({ start: date, end: addLocalDays(date, 1) }, nowMs);
  const yesterdayKwh = dayKwh(yesterday);
  const dayBefore = dayKwh(addLocalDays(yesterday, -1));
  const week = previousPeriodOf('week', periodOf('week', today));
  const month = previousPeriodOf('month', periodOf('month', today));
  const periodOfKwh = (period: LocalPeriod, before: LocalPeriod) => {
    const consumption = periodKwh(period, nowMs);
    const delta = percentChange(consumption, periodKwh(before, nowMs));
    return { period, consumption, delta, type: changeTypeOf(delta), complete: true };
  };
  const dayDelta = percentChange(yesterdayKwh, dayBefore);
  const vat = params.vat === 'VAT_0' ? 'VAT_0' : 'VAT_24';
  return {
    locationIdentifier: params.locationIdentifier ?? '',
    measurementDate: yesterday,
    yesterdayConsumption: yesterdayKwh,
    yesterdayCost: yesterdayKwh === null ? null : Math.round(yesterdayKwh * PRICE_EUR_KWH[vat] * 100) / 100,
    previousDayDelta: dayDelta,
    previousDayType: changeTypeOf(dayDelta),
    previousWeek: periodOfKwh(week, previousPeriodOf('week', week)),
    previousMonth: periodOfKwh(month, previousPeriodOf('month', month)),
    vat,
  };
}

const DH_LIMITS: DistrictHeatingSummary['limits'] = [
  {
    buildingType: 'DetachedHouse',
    measure: 'returnTemperature',
    classes: [
      { class: 'excellent', minCelsius: null, maxCelsius: 30 },
      { class: 'veryGood', minCelsius: 30, maxCelsius: 35 },
      { class: 'good', minCelsius: 35, maxCelsius: 40 },
      { class: 'satisfying', minCelsius: 40, maxCelsius: 45 },
      { class: 'passable', minCelsius: 45, maxCelsius: 50 },
      { class: 'bad', minCelsius: 50, maxCelsius: null },
    ],
  },
];

/** The district heating page's summary: the period's energy in MWh and the house's return temperature. */
export function demoDistrictHeatingSummary(params: Readonly<Record<string, string>>, nowMs = Date.now()): DistrictHeatingSummary {
  const mode = timeAxisModeSchema.catch('month').parse(params.mode ?? 'month');
  const period = periodOf(mode, params.start && /^\d{4}-\d{2}-\d{2}$/.test(params.start) ? params.start : localDateOf(nowMs));
  const kwh = periodKwh(period, nowMs, 'heat');
  const vat = params.vat === 'VAT_0' ? 'VAT_0' : 'VAT_24';
  const priceEurKwh = vat === 'VAT_24' ? 0.1255 : 0.1;
  return {
    locationIdentifier: params.locationIdentifier ?? '',
    period,
    consumption: kwh === null ? null : Math.round(kwh) / 1000,
    consumptionUnit: 'MWh',
    consumptionKwh: kwh,
    price: kwh === null ? null : Math.round(kwh * priceEurKwh * 100) / 100,
    priceUnit: 'EUR',
    vat,
    supplyTemperature: kwh === null ? null : 78.5,
    returnTemperature: kwh === null ? null : 36.2,
    returnTemperatureDescription: kwh === null ? null : 'good',
    temperatureIndex: kwh === null ? null : 42.3,
    temperatureIndexDescription: kwh === null ? null : 'veryGood',
    buildingType: 'DetachedHouse',
    limits: DH_LIMITS,
    missingIntervals: 0,
    estimatedIntervals: 0,
    complete: true,
  };
}

/** Writes act on this in-memory copy: a budget set in the demo lasts until the tab is closed. */
const budgets = new Map<string, number>();

function demoBudget(params: Readonly<Record<string, string>>, nowMs = Date.now()): BudgetResponse {
  const month = periodOf('month', localDateOf(nowMs));
  const consumption = periodKwh(month, nowMs) ?? 0;
  const days = bucketsOf(month, 'day').length;
  const elapsed = Math.max(1, bucketsOf({ start: month.start, end: addLocalDays(localDateOf(nowMs), 1) }, 'day').length);
  return {
    locationIdentifier: params.locationIdentifier ?? '',
    active: true,
    budget: budgets.get(params.locationIdentifier ?? '') ?? 900,
    unit: 'kWh',
    month: month.start.slice(0, 7),
    consumptionForMonth: consumption,
    forecastForMonth: Math.round((consumption / elapsed) * days),
    complete: true,
    vat: params.vat === 'VAT_0' ? 'VAT_0' : 'VAT_24',
  };
}

export const consumptionDemoAnswers = {
  timeseries: { route: `GET ${route(CONSUMPTION_ROUTES.electricityTimeseries)}`, answer: (params) => demoTimeseries(params) },
  summary: { route: `GET ${route(CONSUMPTION_ROUTES.electricitySummary)}`, answer: (params) => demoSummary(params) },
  districtHeatingTimeseries: {
    route: `GET ${route(CONSUMPTION_ROUTES.districtHeatingTimeseries)}`,
    answer: (params) => demoTimeseries(params, Date.now(), 'DISTRICT_HEATING'),
  },
  districtHeatingSummary: {
    route: `GET ${route(CONSUMPTION_ROUTES.districtHeatingSummary)}`,
    answer: (params) => demoDistrictHeatingSummary(params),
  },
  profile: { route: `GET ${route(CONSUMPTION_ROUTES.electricityProfile)}`, answer: (params) => demoProfile(params) },
  weighted: { route: `GET ${route(CONSUMPTION_ROUTES.electricityWeighted)}`, answer: (params) => demoWeighted(params) },
  budget: { route: `GET ${route(CONSUMPTION_ROUTES.budget)}`, answer: (params) => demoBudget(params) },
  setBudget: {
    route: `POST ${route(CONSUMPTION_ROUTES.setConsumptionBudget)}`,
    answer: (params, body) => {
      const amount = (body as { budget?: unknown } | undefined)?.budget;
      if (typeof amount === 'number' && amount > 0) budgets.set(params.locationIdentifier ?? '', amount);
      return demoBudget(params);
    },
  },
} satisfies DemoAnswers;
