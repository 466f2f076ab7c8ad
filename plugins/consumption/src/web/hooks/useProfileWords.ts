import { useFormatters, useTranslation } from '@portal/core';
import { useMemo } from 'react';
import type { ConsumptionChartFormat, ConsumptionChartText } from '../components/chart/chartText';
import { peakBar, type ProfileBar } from '../model/profileBars';

/** The two profiles: average kWh per hour of the day, and average kWh of a whole day per weekday. */
export type ProfileKind = 'hourOfDay' | 'weekday';

export const PROFILE_DECIMALS = 2;

const twoDigits = (n: number) => String(n).padStart(2, '0');

export interface ProfileWords {
  readonly text: ConsumptionChartText;
  readonly format: ConsumptionChartFormat;
  readonly heading: string;
  /** A slot in words: `klo 07–08` (the last hour ends at 24, requirements §9) or `maanantai`. */
  readonly slotLabel: (slot: number) => string;
  readonly slotHeader: string;
  readonly samplesHeader: string;
}

/** The profile chart's and table's words and formats in the user's language. */
export function useProfileWords(kind: ProfileKind, bars: readonly ProfileBar[], period: string): ProfileWords {
  const { t } = useTranslation('consumption');
  const formatters = useFormatters();
  return useMemo(() => {
    const slotLabel = (slot: number) =>
      kind === 'hourOfDay' ? t('profile.hourRange', { from: twoDigits(slot), to: twoDigits(slot + 1) }) : t(`weekday.${slot}`);
    const seriesLabel = `${t(`profile.${kind}.series`)} (${t('common.kwh')})`;
    const value = (v: number, decimals: number) => formatters.number(v, decimals);
    const peak = peakBar(bars);
    const summary = t(`profile.${kind}.summary`, {
      period,
      peak: peak ? slotLabel(peak.slot) : t('common.noValue'),
      value: peak?.averageKwh != null ? `${value(peak.averageKwh, PROFILE_DECIMALS)} ${t('common.kwh')}` : t('common.noValue'),
      count: bars.length,
    });
    const text: ConsumptionChartText = {
      summary,
      keyboardHint: t('chart.keyboardHint'),
      seriesLabel,
      quality: {
        measured: t('profile.average'),
        estimated: t('quality.estimated'),
        missing: t(`profile.${kind}.noAverage`),
        notYet: t('quality.notYet'),
      },
      noValue: t('common.noValue'),
      // The tooltip's extra line: how many hours or days the average is over.
      incompleteIntervals: (point) => (point.value === null ? null : t(`profile.${kind}.samples`, { count: point.intervals })),
    };
    const format: ConsumptionChartFormat = {
      tick: (point) => (kind === 'hourOfDay' ? String(point.start) : t(`weekdayShort.${point.start}`)),
      range: (point) => slotLabel(point.start),
      value,
      valueDecimals: PROFILE_DECIMALS,
      valueUnit: t('common.kwh'),
    };
    return {
      text,
      format,
      heading: t(`profile.${kind}.heading`),
      slotLabel,
      slotHeader: t(`profile.${kind}.slotHeader`),
      samplesHeader: t(`profile.${kind}.samplesHeader`),
    };
  }, [t, formatters, kind, bars, period]);
}
