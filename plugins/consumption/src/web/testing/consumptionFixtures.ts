import type {
  BudgetResponse,
  ConsumptionPoint,
  DistrictHeatingSummary,
  EnergyConsumptionSummary,
  ProfileResponse,
  TimeseriesResponse,
  WeightedResponse,
} from '../../contract';
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
  weighted: `GET ${CONSUMPTION_API.electricityWeighted(USER_ID, PLACE_ID)}`,
  profile: `GET ${CONSUMPTION_API.electricityProfile(USER_ID, PLACE_ID)}`,
  dhSummary: `GET ${CONSUMPTION_API.districtHeatingSummary(USER_ID, PLACE_ID)}`,
  dhTimeseries: `GET ${CONSUMPTION_API.districtHeatingTimeseries(USER_ID, PLACE_ID)}`,
} as const;

export const meAnswer = { priwattiUserId: USER_ID };

/** January 2025 in c/kWh with VAT: the customer's weighted price 1,2345 c/kWh under the average. */
export function weightedAnswer(overrides: Partial<WeightedResponse> = {}): WeightedResponse {
  return {
    locationIdentifier: PLACE_ID,
    period: { start: '2025-01-01', end: '2025-02-01' },
    vat: 'VAT_24',
    unit: 'c/kWh',
    weightedAveragePrice: 8.1234,
    averagePrice: 9.3579,
    difference: -1.2345,
    differencePercent: (8.1234 / 9.3579 - 1) * 100,
    consumptionKwh: 1234.567,
    spotCostEur: 100.29,
    pricedIntervals: 1340,
    missingIntervals: 0,
    ...overrides,
  };
}

/** A profile whose evening peak is 18–19 (3,25 kWh), hour 3 without complete hours, Sunday the heaviest day. */
export function profileAnswer(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    locationIdentifier: PLACE_ID,
    period: { start: '2025-01-01', end: '2025-02-01' },
    byHourOfDay: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      averageKwh: hour === 3 ? null : hour === 18 ? 3.25 : 1 + hour / 100,
      samples: hour === 3 ? 0 : 14,
    })),
    byWeekday: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, averageKwh: i === 6 ? 52.5 : 40 + i, days: 2 })),
    hoursUsed: 23 * 14,
    ...overrides,
  };
}

const DAY = 24 * HOUR;
/** Local midnight of 1.12.2024 in Helsinki (UTC+2). */
const DECEMBER_START = Date.parse('2024-11-30T22:00:00Z');

/** December 2024 as 31 daily district heating points: day 5 estimated, day 10 missing, the rest measured. */
export function dailyHeatPoints(unit: 'kWh' | 'EUR' = 'kWh'): ConsumptionPoint[] {
  return Array.from({ length: 31 }, (_, i) => {
    const day = i + 1;
    const quality = day === 5 ? 'estimated' : day === 10 ? 'missing' : 'measured';
    const kwh = quality === 'missing' ? null : 60 + i;
    return {
      start: new Date(DECEMBER_START + i * DAY).toISOString(),
      end: new Date(DECEMBER_START + (i + 1) * DAY).toISOString(),
      localDate: `2024-12-${String(day).padStart(2, '0')}`,
      localStart: '00:00',
      localEnd: '24:00',
      offsetMinutes: 120,
      kwh,
      eur: unit === 'EUR' && kwh !== null ? kwh * 0.098 : null,
      quality,
      expectedIntervals: 24,
      missingIntervals: quality === 'missing' ? 24 : 0,
      estimatedIntervals: quality === 'estimated' ? 24 : 0,
    };
  });
}

export function heatTimeseriesAnswer(unit: 'kWh' | 'EUR' = 'kWh', overlays: TimeseriesResponse['overlays'] = []): TimeseriesResponse {
  const points = dailyHeatPoints(unit);
  const kwh = points.reduce((sum, p) => sum + (p.kwh ?? 0), 0);
  return {
    locationIdentifier: PLACE_ID,
    utilityType: 'DISTRICT_HEATING',
    mode: 'month',
    period: { start: '2024-12-01', end: '2025-01-01' },
    unit,
    vat: 'VAT_24',
    resolution: 'day',
    meterResolutionMinutes: 60,
    points,
    overlays,
    totals: {
      kwh,
      eur: unit === 'EUR' ? kwh * 0.098 : null,
      expectedIntervals: 744,
      missingIntervals: 24,
      estimatedIntervals: 24,
      unpricedIntervals: 0,
      complete: false,
      previousPeriod: { start: '2024-11-01', end: '2024-12-01' },
      previousValue: null,
      percentChange: null,
    },
    reduced: false,
    fullPointCount: 31,
  };
}

export function heatSummaryAnswer(): DistrictHeatingSummary {
  return {
    locationIdentifier: PLACE_ID,
    period: { start: '2024-12-01', end: '2025-01-01' },
    consumption: 2.6,
    consumptionUnit: 'MWh',
    consumptionKwh: 2600,
    price: 254.8,
    priceUnit: 'EUR',
    vat: 'VAT_24',
    supplyTemperature: 75,
    returnTemperature: 32.5,
    returnTemperatureDescription: 'good',
    temperatureIndex: 42.5,
    temperatureIndexDescription: 'veryGood',
    buildingType: 'RowHouse',
    limits: [],
    missingIntervals: 24,
    estimatedIntervals: 24,
    complete: false,
  };
}
