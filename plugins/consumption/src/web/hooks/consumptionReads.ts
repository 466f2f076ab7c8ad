import { useApi } from '@portal/core';
// Each schema from its own contract module, not the barrel: zod schemas count as side effects to the
// bundler, so importing the barrel would ship the admin ingest schemas in the pages' chunks too.
import { budgetResponseSchema } from '../../contract/budget';
import type { ConsumptionUnit, TimeAxisMode, VatMode } from '../../contract/common';
import { districtHeatingSummarySchema } from '../../contract/districtHeating';
import { CONSUMPTION_API } from '../../contract/paths';
import { profileResponseSchema } from '../../contract/profile';
import { energyConsumptionSummarySchema } from '../../contract/summary';
import { timeseriesResponseSchema, type Overlay } from '../../contract/timeseries';
import { weightedResponseSchema } from '../../contract/weighted';

/** The reads of the consumption API; `null` user id means "not yet" (SWR does not fetch). */

export interface TimeseriesRequest {
  readonly mode: TimeAxisMode;
  readonly start: string;
  readonly unit: ConsumptionUnit;
  readonly vat: VatMode;
  readonly overlays: readonly Overlay[];
  /** The chart's drawable width: the server returns at most about twice this many points. */
  readonly maxPoints: number;
}

/** Which timeseries call: the electricity and district heating routes answer in the same shape. */
export type MeteredUtility = 'electricity' | 'districtHeating';

const TIMESERIES_PATH: Readonly<Record<MeteredUtility, (userId: string, locationIdentifier: string) => string>> = {
  electricity: CONSUMPTION_API.electricityTimeseries,
  districtHeating: CONSUMPTION_API.districtHeatingTimeseries,
};

export function useConsumptionTimeseries(
  userId: string | null,
  locationIdentifier: string,
  request: TimeseriesRequest | null,
  utility: MeteredUtility = 'electricity',
) {
  const key =
    userId && request
      ? ([
          TIMESERIES_PATH[utility](userId, locationIdentifier),
          {
            mode: request.mode,
            start: request.start,
            unit: request.unit,
            vat: request.vat,
            overlays: request.overlays.length > 0 ? [...request.overlays].sort().join(',') : undefined,
            maxPoints: request.maxPoints,
          },
        ] as const)
      : null;
  return useApi(key, timeseriesResponseSchema);
}

export function useElectricitySummary(userId: string | null, locationIdentifier: string, vat: VatMode, enabled = true) {
  const key = userId && enabled ? ([CONSUMPTION_API.electricitySummary(userId, locationIdentifier), { vat }] as const) : null;
  return useApi(key, energyConsumptionSummarySchema);
}

export function useDistrictHeatingSummary(
  userId: string | null,
  locationIdentifier: string,
  query: { readonly mode: 'month' | 'year'; readonly start?: string; readonly vat: VatMode },
  enabled = true,
) {
  const key =
    userId && enabled
      ? ([CONSUMPTION_API.districtHeatingSummary(userId, locationIdentifier), { mode: query.mode, start: query.start, vat: query.vat }] as const)
      : null;
  return useApi(key, districtHeatingSummarySchema);
}

export function useConsumptionBudget(userId: string | null, locationIdentifier: string, vat: VatMode, enabled = true) {
  const key = userId && enabled ? ([CONSUMPTION_API.budget(userId, locationIdentifier), { vat }] as const) : null;
  return useApi(key, budgetResponseSchema);
}

/** A week, month or year: the spans the weighted price and the consumption profile are asked for. */
export interface PeriodRequest {
  readonly mode: TimeAxisMode;
  readonly start: string;
}

/** Consumption-weighted against plain average spot price (flag weightedPricing; 404 when it is off). */
export function useWeightedPrice(userId: string | null, locationIdentifier: string, request: (PeriodRequest & { readonly vat: VatMode }) | null) {
  const key =
    userId && request
      ? ([CONSUMPTION_API.electricityWeighted(userId, locationIdentifier), { mode: request.mode, start: request.start, vat: request.vat }] as const)
      : null;
  return useApi(key, weightedResponseSchema);
}

/** Average consumption per hour of day and per weekday over a period. */
export function useConsumptionProfile(userId: string | null, locationIdentifier: string, request: PeriodRequest | null) {
  const key =
    userId && request
      ? ([CONSUMPTION_API.electricityProfile(userId, locationIdentifier), { mode: request.mode, start: request.start }] as const)
      : null;
  return useApi(key, profileResponseSchema);
}
