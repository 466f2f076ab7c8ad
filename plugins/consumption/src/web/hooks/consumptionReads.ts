import { useApi } from '@portal/core';
import {
  budgetResponseSchema,
  CONSUMPTION_API,
  districtHeatingSummarySchema,
  energyConsumptionSummarySchema,
  timeseriesResponseSchema,
  type ConsumptionUnit,
  type Overlay,
  type TimeAxisMode,
  type VatMode,
} from '../../contract';

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

export function useConsumptionTimeseries(userId: string | null, locationIdentifier: string, request: TimeseriesRequest | null) {
  const key =
    userId && request
      ? ([
          CONSUMPTION_API.electricityTimeseries(userId, locationIdentifier),
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
