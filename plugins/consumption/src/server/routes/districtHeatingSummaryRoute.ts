import { addLocalDays, localDateOf } from '@portal/domain';
import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  CONSUMPTION_ROUTES,
  consumptionParamsSchema,
  districtHeatingSummaryQuerySchema,
  districtHeatingSummarySchema,
  type DistrictHeatingSummary,
} from '../../contract';
import { requireConsumptionLocation } from '../location/requireConsumptionLocation';
import { periodOf } from '../period/timeAxis';
import { classify, loadDhLimits } from '../readings/dhQualityLimits';
import { readingSourceOf } from '../readings/readingSource';
import { pricingContextFor } from '../series/buildTimeseries';
import { measurePeriod, periodRangeUtc } from '../series/measurePeriod';
import { periodTotals } from '../series/periodTotals';

interface TemperatureRow {
  supply: number | null;
  return_temp: number | null;
}

/**
 * GET .../districtheating/summary — requirements §3 districtHeatingConsumption for a period (default: the
 * last full month). Temperatures are energy-weighted, so idle summer hours do not flatter the cooling.
 */
export function registerDistrictHeatingSummaryRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: CONSUMPTION_ROUTES.districtHeatingSummary,
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    flags: ['districtHeatingConsumption'],
    schemas: { params: consumptionParamsSchema, query: districtHeatingSummaryQuerySchema, response: districtHeatingSummarySchema },
    async handler({ params, query, user }): Promise<DistrictHeatingSummary> {
      const { location } = await requireConsumptionLocation(context, user, params, { utility: 'DISTRICT_HEATING' });
      const { db } = context;
      const now = context.now();
      const current = periodOf(query.mode, localDateOf(now));
      const period = periodOf(query.mode, query.start ?? addLocalDays(current.start, -1));
      const range = periodRangeUtc(period);
      const source = readingSourceOf(location);
      const pricing = (await context.isFlagOn('consumptionInEuros', user)) ? await pricingContextFor(db, location, 'EUR') : null;

      const [measures, temperatures, limits] = await Promise.all([
        measurePeriod(db, source, period, 'day', pricing),
        db.query<TemperatureRow>(
          `select (sum(kwh * supply_temp_c) / nullif(sum(kwh), 0))::float8 as supply,
                  (sum(kwh * return_temp_c) / nullif(sum(kwh), 0))::float8 as return_temp
             from dh_readings
            where metering_point_id = $1 and start_utc >= $2 and start_utc < $3
              and kwh > 0 and supply_temp_c is not null and return_temp_c is not null`,
          [source.meteringPointId, range.startUtc.toISOString(), range.endUtc.toISOString()],
        ),
        loadDhLimits(db),
      ]);
      const totals = periodTotals(measures, source.meterMinutes, now.getTime(), query.vat);
      const round1 = (value: number | null | undefined) => (value == null ? null : Math.round(value * 10) / 10);
      const supply = round1(temperatures.rows[0]?.supply);
      const returnTemperature = round1(temperatures.rows[0]?.return_temp);
      const cooling = supply !== null && returnTemperature !== null ? round1(supply - returnTemperature) : null;
      const kwh = totals.hasData ? totals.kwh : null;
      return {
        locationIdentifier: location.locationIdentifier,
        period,
        consumption: kwh === null ? null : Math.round(kwh * 10) / 10_000, // MWh with 3 decimals
        consumptionUnit: 'MWh',
        consumptionKwh: kwh,
        price: totals.eur,
        priceUnit: 'EUR',
        vat: query.vat,
        supplyTemperature: supply,
        returnTemperature,
        returnTemperatureDescription: classify(limits, location.buildingType, 'returnTemperature', returnTemperature),
        temperatureIndex: cooling,
        temperatureIndexDescription: classify(limits, location.buildingType, 'cooling', cooling),
        buildingType: location.buildingType as DistrictHeatingSummary['buildingType'],
        limits,
        missingIntervals: totals.missingIntervals,
        estimatedIntervals: totals.estimatedIntervals,
        complete: totals.complete,
      };
    },
  });
}
