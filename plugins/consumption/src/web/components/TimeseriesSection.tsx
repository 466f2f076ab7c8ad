import { type ApiRequestError, useTranslation } from '@portal/core';
import { ErrorState, StatusMessage } from '@portal/ui';
import type { Ref } from 'react';
import type { TimeseriesResponse } from '../../contract';
import type { TimeAxisMode } from '../model/timeAxisMode';
import { ConsumptionChartPanel } from './ConsumptionChartPanel';

/** The part of an SWR read the section needs (so both pages' reads fit). */
export interface TimeseriesRead {
  readonly data: TimeseriesResponse | undefined;
  readonly error: ApiRequestError | undefined;
  readonly mutate: () => unknown;
}

/**
 * A page's chart section: its heading, then the series' loading, error (with retry), empty ("no data
 * for this period") or chart/table/totals/CSV state. The electricity and district heating pages both
 * show their timeseries through it, so the two behave alike.
 */
export function TimeseriesSection({
  headingId,
  heading,
  series,
  mode,
  period,
  width,
  containerRef,
  csvFilePrefix,
}: {
  readonly headingId: string;
  readonly heading: string;
  readonly series: TimeseriesRead;
  readonly mode: TimeAxisMode;
  readonly period: string;
  /** The measured width of the section (the page measures it, as it also sizes the request). */
  readonly width: number;
  readonly containerRef: Ref<HTMLElement>;
  readonly csvFilePrefix: string;
}) {
  const { t } = useTranslation('consumption');
  const { data } = series;
  return (
    <section aria-labelledby={headingId} ref={containerRef}>
      <h2 id={headingId}>{heading}</h2>
      {series.error ? (
        <ErrorState onRetry={() => void series.mutate()}>{t('chart.error')}</ErrorState>
      ) : !data ? (
        <StatusMessage>{t('chart.loading')}</StatusMessage>
      ) : data.points.length === 0 || data.totals.expectedIntervals === 0 ? (
        <StatusMessage>{t('chart.empty')}</StatusMessage>
      ) : (
        <ConsumptionChartPanel data={data} mode={mode} period={period} width={width} csvFilePrefix={csvFilePrefix} />
      )}
    </section>
  );
}
