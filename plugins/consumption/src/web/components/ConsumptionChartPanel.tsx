import { ButtonRow, CsvDownloadButton, MutedText, ToggleButton } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { useMemo, useState } from 'react';
import type { TimeseriesResponse } from '../../contract';
import { consumptionCsv } from '../model/consumptionCsv';
import { maxPointsFor, reduceForDisplay } from '../model/reduceForDisplay';
import { toChartOverlay, toChartPoint } from '../model/toChartSeries';
import type { TimeAxisMode } from '../model/timeAxisMode';
import { useChartWords, VALUE_DECIMALS } from '../hooks/useChartWords';
import { ConsumptionChart, plotWidth } from './chart/ConsumptionChart';
import { ConsumptionTable } from './ConsumptionTable';
import { TotalsSummary } from './TotalsSummary';

/**
 * One answer of the timeseries call, shown as chart or table (same rows), with its totals and a CSV
 * of exactly those rows. Grouping for display happens here once, so chart, table and CSV agree.
 */
export function ConsumptionChartPanel({
  data,
  mode,
  period,
  width,
  csvFilePrefix = 'kulutus',
}: {
  readonly data: TimeseriesResponse;
  readonly mode: TimeAxisMode;
  readonly period: string;
  readonly width: number;
  /** Start of the CSV's file name, e.g. `kulutus` or `kaukolampo` (Finnish, like the file's headers). */
  readonly csvFilePrefix?: string;
}) {
  const { t } = useTranslation('consumption');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const series = useMemo(() => {
    const points = data.points.map((p) => toChartPoint(p, data.unit));
    const overlays = data.overlays.map((o) => toChartOverlay(o, data.unit, { label: t(`overlays.${o.overlay}`), unit: t(`overlayUnit.${o.unit}`) }));
    return reduceForDisplay(points, overlays, maxPointsFor(plotWidth(width, overlays)));
  }, [data, width, t]);
  const words = useChartWords(mode, data.unit, period, data.totals, series.points.length);
  const csvValueHeader = data.unit === 'EUR' ? 'Hinta (€)' : 'Kulutus (kWh)';
  const fileName = `${csvFilePrefix}-${data.locationIdentifier}-${data.period.start}-${mode}.csv`;

  return (
    <div>
      <ButtonRow>
        <ToggleButton type="button" aria-pressed={view === 'table'} onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
          {view === 'chart' ? t('chart.showTable') : t('chart.showChart')}
        </ToggleButton>
        <CsvDownloadButton
          csv={() => consumptionCsv(series.points, { header: csvValueHeader, decimals: VALUE_DECIMALS[data.unit] }, series.overlays)}
          fileName={fileName}
          label={t('csv.download')}
          accessibleLabel={t('csv.downloadLabel')}
        />
      </ButtonRow>
      {view === 'chart' ? (
        <ConsumptionChart points={series.points} overlays={series.overlays} width={width} text={words.text} format={words.format} />
      ) : (
        <ConsumptionTable
          caption={t('table.caption', { series: words.seriesLabel, period })}
          points={series.points}
          overlays={series.overlays}
          text={words.text}
          format={words.format}
          headers={{ start: t('table.start'), end: t('table.end'), quality: t('table.quality') }}
        />
      )}
      {data.reduced && <MutedText>{t('chart.reducedByServer')}</MutedText>}
      {series.bucketSize > 1 && <MutedText>{t('chart.grouped', { size: series.bucketSize })}</MutedText>}
      <TotalsSummary totals={data.totals} unit={data.unit} />
    </div>
  );
}
