import {
  deliveryDateOf,
  spotCostExact,
  sumWeightedSpot,
  WEIGHTED_PRICE_SCALE,
  weightedSpotPrice,
  exactAmountToEuros,
  parseScaled,
  PRICE_SCALE,
  scaledToNumber,
  spotEurMwhToPrice,
  VAT_FACTOR_ONE,
  ENERGY_SCALE,
} from '@portal/domain';
import { loadSpotPrices } from '@portal/domain/server';
import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { CONSUMPTION_ROUTES, consumptionParamsSchema, percentChange, weightedQuerySchema, weightedResponseSchema } from '../../contract';
import { requireConsumptionLocation } from '../location/requireConsumptionLocation';
import { periodOf } from '../period/timeAxis';
import { loadIntervals } from '../readings/loadIntervals';
import { loadVatRateTable } from '../readings/pricingInputs';
import { readingSourceOf } from '../readings/readingSource';

import { periodRangeUtc } from '../series/measurePeriod';

/**
 * GET .../electricity/weighted — DOMAIN's consumption-weighted spot price Σ(kWh × price) / Σ kWh
 * against the plain (time-weighted) average spot price of the same period. Exact sums in scaled
 * bigints; the two averages are divided only at the end.
 */
export function registerWeightedRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: CONSUMPTION_ROUTES.electricityWeighted,
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    flags: ['weightedPricing'],
    schemas: { params: consumptionParamsSchema, query: weightedQuerySchema, response: weightedResponseSchema },
    async handler({ params, query, user }) {
      const { location } = await requireConsumptionLocation(context, user, params, {
        utility: 'ELECTRICITY',
        placeFeatures: ['weightedPricing'],
      });
      const source = readingSourceOf(location);
      const period = periodOf(query.mode, query.start);
      const range = periodRangeUtc(period);
      const [intervals, spot, vatRates] = await Promise.all([
        loadIntervals(context.db, source, range),
        loadSpotPrices(context.db, range),
        loadVatRateTable(context.db),
      ]);
      const withVat = query.vat === 'VAT_24';
      const vatFactor = (startMs: number) =>
        withVat ? VAT_FACTOR_ONE + vatRates.rateOn('electricity_energy', deliveryDateOf(startMs)) : VAT_FACTOR_ONE;

      // Σ kWh × price × VAT factor, exact, in core (market-price's weightedConsumption reads the same sums).
      const readings = intervals.flatMap((interval) =>
        interval.kwh === null ? [] : [{ startMs: interval.startMs, minutes: interval.minutes, kwh: parseScaled(interval.kwh, ENERGY_SCALE) }],
      );
      const sums = sumWeightedSpot(readings, spot, vatFactor);
      const presentMinutes = sums.presentMinutes;

      // Missing = intervals that should have been read by now but have no value: stored as missing or
      // never delivered at all (the timeseries totals count them the same way).
      const elapsedMs = Math.max(0, Math.min(range.endUtc.getTime(), context.now().getTime()) - range.startUtc.getTime());
      const expected = Math.floor(elapsedMs / (source.meterMinutes * 60_000));
      const missing = Math.max(0, expected - Math.floor(presentMinutes / source.meterMinutes));

      let priceTime = 0n; // Σ price × factor × minutes
      let minutes = 0n;
      for (const [startMs, price] of spot.byStart) {
        if (startMs < range.startUtc.getTime() || startMs >= range.endUtc.getTime()) continue;
        priceTime += spotEurMwhToPrice(price.eurMwh) * vatFactor(startMs) * BigInt(price.minutes);
        minutes += BigInt(price.minutes);
      }

      const weightedExact = weightedSpotPrice(sums);
      const weighted = weightedExact === null ? null : scaledToNumber(weightedExact, WEIGHTED_PRICE_SCALE);
      const average = minutes > 0n ? scaledToNumber(priceTime / minutes, PRICE_SCALE + 4) : null;
      const round4 = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);
      return {
        locationIdentifier: location.locationIdentifier,
        period,
        vat: query.vat,
        unit: 'c/kWh' as const,
        weightedAveragePrice: round4(weighted),
        averagePrice: round4(average),
        difference: weighted !== null && average !== null ? round4(weighted - average) : null,
        differencePercent: percentChange(weighted, average),
        consumptionKwh: scaledToNumber(sums.allEnergy, ENERGY_SCALE),
        // spotCostExact is at AMOUNT_SCALE (energy 4 + price 4 + factor 4) in cents.
        spotCostEur: sums.pricedIntervals > 0 ? exactAmountToEuros(spotCostExact(sums)) : null,
        pricedIntervals: sums.pricedIntervals,
        missingIntervals: missing,
      };
    },
  });
}
