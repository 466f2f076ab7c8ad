import type { BudgetResponse, ConsumptionPoint, EnergyConsumptionSummary, TimeseriesResponse } from '../../contract';
import { CONSUMPTION_API } from '../../contract';
import { placeContentPath } from '../hooks/usePlaceFeatures';

/** Test data in the contract's shapes (the fake API client checks them against the schemas). */
export const USER_ID = 'u-1';
export const PLACE_ID = 'LP-100';

const HOUR = 3_600_000;
/** Local midnight of 14.1.2025 in Helsinki (UTC+2). */
const DAY_START = Date.parse('2025-01-13T22:00:00Z');

export function feature(name: string, readOnly = false) {
  return { feature: name, enabled: true, readOnly, qualifiers: [] };
}

export function contentAnswer(features: readonly ReturnType<typeof feature>[]) {
  return {
    content: [
      {
        utilityType: 'ELECTRICITY',
        contentOwnerId: USER_ID,
        contentType: 'CONTRACTS',
        contractType: 'ELECTRICITY',
        location: { locationIdentifier: PLACE_ID, displayName: 'Koti', name: 'Kotitie 1', address: 'Kotitie 1, Helsinki' },
        order: 0,
        features,
      },
    ],
  };
}

/** 24 hourly points of 14.1.2025: hour 3 estimated, hour 5 missing, the rest measured. */
export function hourlyPoints(unit: 'kWh' | 'EUR' = 'kWh'): ConsumptionPoint[] {
  return Array.from({ length: 24 }, (_, i) => {
    const quality = i === 3 ? 'estimated' : i === 5 ? 'missing' : 'measured';
    const kwh = quality === 'missing' ? null : 1 + i / 10;
    return {
      start: new Date(DAY_START + i * HOUR).toISOString(),
      end: new Date(DAY_START + (i + 1) * HOUR).toISOString(),
      localDate: '2025-01-14',
      localStart: `${String(i).padStart(2, '0')}:00`,
      localEnd: i === 23 ? '24:00' : `${String(i + 1).padStart(2, '0')}:00`,
      offsetMinutes: 120,
      kwh,
      eur: unit === 'EUR' && kwh !== null ? kwh * 0.125 : null,
      quality,
      expectedIntervals: 4,
      missingIntervals: quality === 'missing' ? 4 : 0,
      estimatedIntervals: quality === 'estimated' ? 4 : 0,
    };
  });
}

export function timeseriesAnswer(overrides: Partial<TimeseriesResponse> = {}, unit: 'kWh' | 'EUR' = 'kWh'): TimeseriesResponse {
  const points = hourlyPoints(unit);
  const kwh = points.reduce((sum, p) => sum + (p.kwh ?? 0), 0);
  return {
    locationIdentifier: PLACE_ID,
    utilityType: 'ELECTRICITY',
    mode: 'day',
    period: { start: '2025-01-14', end: '2025-01-15' },
    unit,
    vat: 'VAT_24',
    resolution: 'hour',
    meterResolutionMinutes: 15,
    points,
    overlays: [],
    totals: {
      kwh,
      eur: unit === 'EUR' ? kwh * 0.125 : null,
      expectedIntervals: 96,
      missingIntervals: 4,
      estimatedIntervals: 4,
      unpricedIntervals: 0,
      complete: false,
      previousPeriod: { start: '2025-01-13', end: '2025-01-14' },
      previousValue: kwh / 1.25,
      percentChange: 25,
    },
    reduced: false,
    fullPointCount: 24,
    ...overrides,
  };
}

export function summaryAnswer(): EnergyConsumptionSummary {
  return {
    locationIdentifier: PLACE_ID,
    measurementDate: '2025-01-14',
    yesterdayConsumption: 34.5,
    yesterdayCost: 4.31,
    previousDayDelta: -10,
    previousDayType: 'DECREASE',
    previousWeek: { period: { start: '2025-01-06', end: '2025-01-13' }, consumption: 240, delta: 12.5, type: 'INCREASE', complete: true },
    previousMonth: { period: { start: '2024-12-01', end: '2025-01-01' }, consumption: 1100, delta: null, type: 'UNKNOWN', complete: false },
    vat: 'VAT_24',
  };
}

export function budgetAnswer(overrides: Partial<BudgetResponse> = {}): BudgetResponse {
  return {
    locationIdentifier: PLACE_ID,
    active: true,
    budget: 500,
    unit: 'kWh',
    month: '2025-01',
    consumptionForMonth: 250,
    forecastForMonth: 550,
    complete: true,
    vat: 'VAT_24',
    ...overrides,
  };
}

export const paths = {
  me: 'GET /api/v2/me',
  content: `GET ${placeContentPath(USER_ID)}`,
  details: `GET /api/v2/servicelocation/user/${USER_ID}/location/${PLACE_ID}/details`,
  timeseries: `GET ${CONSUMPTION_API.electricityTimeseries(USER_ID, PLACE_ID)}`,
  summary: `GET ${CONSUMPTION_API.electricitySummary(USER_ID, PLACE_ID)}`,
  budget: `GET ${CONSUMPTION_API.budget(USER_ID, PLACE_ID)}`,
  setBudget: `POST ${CONSUMPTION_API.setConsumptionBudget(USER_ID, PLACE_ID)}`,
} as const;

export const meAnswer = { priwattiUserId: USER_ID };
