import type { ConsumptionPoint, ConsumptionUnit, Overlay, OverlaySeries, OverlayUnit } from '../../contract';
import type { ChartOverlay, ChartPoint, IntervalQuality, OverlayAggregation } from './chartPoint';

/** Temperatures and prices are levels (a grouped bar shows their mean); energies add up. */
const AGGREGATION: Readonly<Record<Overlay, OverlayAggregation>> = {
  temperature: 'mean',
  marketPrice: 'mean',
  comparisonPrevious: 'sum',
  comparisonYearAgo: 'sum',
  reactivePower: 'sum',
};

const DECIMALS: Readonly<Record<OverlayUnit, number>> = { CELSIUS: 1, EUR_KWH: 2, KWH: 2, KVARH: 2 };

/**
 * The wire's points as chart points. `mixed` (some intervals present, some missing) is drawn as
 * missing with its partial value, so it is never mistaken for a full measurement; a point with no
 * interval that has happened yet is `notYet`, not missing.
 */
export function toChartPoint(point: ConsumptionPoint, unit: ConsumptionUnit): ChartPoint {
  const value = unit === 'EUR' ? point.eur : point.kwh;
  const quality: IntervalQuality = point.expectedIntervals === 0 ? 'notYet' : point.quality === 'mixed' ? 'missing' : point.quality;
  return {
    start: Date.parse(point.start),
    end: Date.parse(point.end),
    value,
    quality,
    intervals: point.expectedIntervals,
    estimatedIntervals: point.estimatedIntervals,
    missingIntervals: point.missingIntervals,
  };
}

export function toChartOverlay(
  series: OverlaySeries,
  barsUnit: ConsumptionUnit,
  words: { readonly label: string; readonly unit: string },
): ChartOverlay {
  return {
    id: series.overlay,
    label: words.label,
    unit: words.unit,
    values: series.values,
    aggregation: AGGREGATION[series.overlay],
    // A kWh comparison shares the bars' axis only when the bars are kWh too.
    axis: series.unit === 'KWH' && barsUnit === 'kWh' ? 'primary' : 'secondary',
    decimals: DECIMALS[series.unit],
  };
}
