import type { Queryable, ServerPluginContext } from '@portal/core/server';
import type { ConsumptionUnit, OverlaySeries, TimeseriesQuery, TimeseriesResponse } from '../../contract';
import type { MeteredLocation } from '../location/meteredLocation';
import { DEFAULT_RESOLUTION, effectiveResolution, periodOf, previousPeriodOf, yearAgoPeriodOf } from '../period/timeAxis';
import { loadMarketPrices, loadReactiveEnergy, loadTemperatures, sumOverBuckets } from '../readings/overlaySources';
import { loadEnergyPriceList, loadVatRateTable } from '../readings/pricingInputs';
import { readingSourceOf } from '../readings/readingSource';
import { averageOverBuckets } from './averageOverBuckets';
import { measurePeriod, measurePeriodTotal, periodRangeUtc, type PricingContext } from './measurePeriod';
import { periodTotals, totalIn } from './periodTotals';
import { pickIndices, reduceMinMax } from './reduceMinMax';
import { displayValueOf, intervalCounts, toPoint } from './toPoints';
import { percentChange } from '../../contract';

/** Loads what pricing needs, only when euros are asked for. */
export async function pricingContextFor(db: Queryable, location: MeteredLocation, unit: ConsumptionUnit): Promise<PricingContext | null> {
  if (unit !== 'EUR') return null;
  const source = readingSourceOf(location);
  const [prices, vatRates] = await Promise.all([loadEnergyPriceList(db, location.locationIdentifier, source), loadVatRateTable(db)]);
  return { prices, vatRates };
}

/**
 * The timeseries answer: the period's buckets with exact values, overlays aligned to them, totals and
 * the change against the previous period from the full data, then min–max reduction of what is drawn.
 */
export async function buildTimeseries(
  context: Pick<ServerPluginContext, 'db' | 'now'>,
  location: MeteredLocation,
  query: TimeseriesQuery,
): Promise<TimeseriesResponse> {
  const { db } = context;
  const nowMs = context.now().getTime();
  const source = readingSourceOf(location);
  const resolution = effectiveResolution(query.resolution ?? DEFAULT_RESOLUTION[query.mode], source.meterMinutes);
  const period = periodOf(query.mode, query.start);
  const previousPeriod = previousPeriodOf(query.mode, period);
  const pricing = await pricingContextFor(db, location, query.unit);

  // The previous period is needed bucket by bucket only for its comparison overlay; otherwise its
  // total (for the change %) is one measure and none of its buckets are built. Both run concurrently.
  const previousByBucket = query.overlays.includes('comparisonPrevious');
  const [measures, previousMeasures] = await Promise.all([
    measurePeriod(db, source, period, resolution, pricing),
    previousByBucket
      ? measurePeriod(db, source, previousPeriod, resolution, pricing)
      : measurePeriodTotal(db, source, previousPeriod, pricing).then((total) => [total]),
  ]);
  const totals = periodTotals(measures, source.meterMinutes, nowMs, query.vat);
  const previousTotals = periodTotals(previousMeasures, source.meterMinutes, nowMs, query.vat);
  const value = totalIn(totals, query.unit);
  const previousValue = totalIn(previousTotals, query.unit);

  const overlays: OverlaySeries[] = [];
  const buckets = measures.map((measure) => measure.bucket);
  const range = periodRangeUtc(period);
  for (const overlay of query.overlays) {
    switch (overlay) {
      case 'temperature':
        overlays.push({
          overlay,
          unit: 'CELSIUS',
          values: averageOverBuckets(buckets, await loadTemperatures(db, location.temperatureArea, range)).map(round2),
          period: null,
        });
        break;
      case 'marketPrice': {
        const vatRates = pricing?.vatRates ?? (await loadVatRateTable(db));
        const prices = await loadMarketPrices(db, range, query.vat, vatRates);
        overlays.push({ overlay, unit: 'EUR_KWH', values: averageOverBuckets(buckets, prices).map(round4), period: null });
        break;
      }
      case 'reactivePower':
        overlays.push({
          overlay,
          unit: 'KVARH',
          values: sumOverBuckets(buckets, await loadReactiveEnergy(db, location.meteringPointId, range)),
          period: null,
        });
        break;
      case 'comparisonPrevious':
      case 'comparisonYearAgo': {
        const compared = overlay === 'comparisonPrevious' ? previousPeriod : yearAgoPeriodOf(query.mode, period);
        const comparedMeasures = overlay === 'comparisonPrevious' ? previousMeasures : await measurePeriod(db, source, compared, resolution, pricing);
        const comparedValues = comparedMeasures.map((measure) => displayValueOf(measure, query.unit, query.vat));
        overlays.push({
          overlay,
          unit: 'KWH',
          values: buckets.map((_, i) => comparedValues[i] ?? null),
          period: compared,
        });
        break;
      }
    }
  }

  // Reduce on the values first, then build points (ISO times, labels) only for the buckets kept.
  const kept = reduceMinMax(
    measures.map((measure) => displayValueOf(measure, query.unit, query.vat)),
    query.maxPoints,
  );
  const points = pickIndices(measures, kept).map((measure) => toPoint(measure, intervalCounts(measure, source.meterMinutes, nowMs), query.vat));
  return {
    locationIdentifier: location.locationIdentifier,
    utilityType: location.utilityType === 'DISTRICT_HEATING' ? 'DISTRICT_HEATING' : 'ELECTRICITY',
    mode: query.mode,
    period,
    unit: query.unit,
    vat: query.vat,
    resolution,
    meterResolutionMinutes: source.meterMinutes,
    points,
    overlays: overlays.map((series) => ({ ...series, values: pickIndices(series.values, kept) })),
    totals: {
      kwh: totals.kwh,
      eur: totals.eur,
      expectedIntervals: totals.expectedIntervals,
      missingIntervals: totals.missingIntervals,
      estimatedIntervals: totals.estimatedIntervals,
      unpricedIntervals: totals.unpricedIntervals,
      complete: totals.complete,
      previousPeriod,
      previousValue,
      percentChange: percentChange(value, previousValue),
    },
    reduced: kept !== null,
    fullPointCount: measures.length,
  };
}

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
const round4 = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);
