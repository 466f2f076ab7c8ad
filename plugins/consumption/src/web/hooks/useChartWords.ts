import { useFormatters, useTranslation } from '@portal/core';
import { useMemo } from 'react';
import type { ConsumptionTotals, ConsumptionUnit } from '../../contract';
import type { ConsumptionChartFormat, ConsumptionChartText } from '../components/chart/chartText';
import { pointRangeLabel } from '../model/pointRangeLabel';
import { pointTickLabel } from '../model/pointTickLabel';
import type { TimeAxisMode } from '../model/timeAxisMode';

export const VALUE_DECIMALS: Readonly<Record<ConsumptionUnit, number>> = { kWh: 2, EUR: 2 };

/** The chart's words and formats in the user's language, for the shown series. */
export function useChartWords(
  mode: TimeAxisMode,
  unit: ConsumptionUnit,
  period: string,
  totals: ConsumptionTotals | undefined,
  pointCount: number,
): { readonly text: ConsumptionChartText; readonly format: ConsumptionChartFormat; readonly seriesLabel: string } {
  const { t } = useTranslation('consumption');
  const formatters = useFormatters();
  return useMemo(() => {
    const unitLabel = unit === 'EUR' ? t('common.eur') : t('common.kwh');
    const seriesLabel = `${unit === 'EUR' ? t('series.cost') : t('series.energy')} (${unitLabel})`;
    const totalValue = totals ? (unit === 'EUR' ? totals.eur : totals.kwh) : null;
    const total = totalValue === null ? t('common.noValue') : `${formatters.number(totalValue, VALUE_DECIMALS[unit])} ${unitLabel}`;
    const summaryKey = totals && !totals.complete ? 'chart.summaryIncomplete' : 'chart.summary';
    const text: ConsumptionChartText = {
      summary: t(summaryKey, { series: seriesLabel, period, total, count: pointCount }),
      keyboardHint: t('chart.keyboardHint'),
      seriesLabel,
      quality: {
        measured: t('quality.measured'),
        estimated: t('quality.estimated'),
        missing: t('quality.missing'),
        notYet: t('quality.notYet'),
      },
      noValue: t('common.noValue'),
      incompleteIntervals: (point) =>
        point.intervals > 1 && point.missingIntervals > 0
          ? t('quality.incomplete', { missing: point.missingIntervals, total: point.intervals })
          : point.intervals > 1 && point.estimatedIntervals > 0
            ? t('quality.incompleteEstimated', { estimated: point.estimatedIntervals, total: point.intervals })
            : null,
    };
    const format: ConsumptionChartFormat = {
      tick: (point) => pointTickLabel(point, mode, t),
      range: (point) => pointRangeLabel(point, formatters, t),
      value: (value, decimals) => formatters.number(value, decimals),
      valueDecimals: VALUE_DECIMALS[unit],
      valueUnit: unitLabel,
    };
    return { text, format, seriesLabel };
  }, [t, formatters, mode, unit, period, totals, pointCount]);
}
