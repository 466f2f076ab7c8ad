import { Card, DataTable, ErrorState, FactList, LoadingSkeleton, PageHeader, SegmentedChoice, Stack, StatusMessage } from '@portal/ui';
import { formatDateTime, formatNumber, formatTime, useApi, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  panelDetailsSchema,
  productionSeriesSchema,
  SOLAR_API,
  type ProductionMode,
  type ProductionPeriod,
  type ProductionSeries,
} from '../../contract';
import { BarChart } from '../components/BarChart';
import { PanelActions } from '../components/PanelActions';
import { PeriodPager } from '../components/PeriodPager';
import { finnishDate, helsinkiToday, shiftPeriod } from '../model/localDates';
import { useWidth } from '../model/useWidth';
import { solarRoute } from '../routes';

/** The tick and row label of a production point in its resolution. */
function pointLabel(series: ProductionSeries, point: ProductionSeries['points'][number]): string {
  if (series.resolution === 'quarter' || series.resolution === 'hour') return formatTime(point.start);
  if (series.resolution === 'day') return finnishDate(point.date);
  if (series.resolution === 'year') return point.date.slice(0, 4);
  return `${Number(point.date.slice(5, 7))}/${point.date.slice(0, 4)}`;
}

/** `/aurinkopaneelit/voimala/:panelId`: requirements §3 panel details, and production in energy or power. A lazy chunk. */
export default function PanelPage() {
  const { t } = useTranslation('solar');
  const { panelId = '' } = useParams();
  const owner = useUserId();
  const today = helsinkiToday();
  const [mode, setMode] = useState<ProductionMode>('energy');
  const [period, setPeriod] = useState<ProductionPeriod>('day');
  // Metering data arrives the next day: yesterday is the latest day with a whole curve.
  const [start, setStart] = useState(() => shiftPeriod(today, 'day', -1));
  const details = useApi(owner ? SOLAR_API.panel(owner, panelId) : null, panelDetailsSchema);
  // Power is a day's curve (requirements §3): in power mode the period is a day.
  const shownPeriod = mode === 'power' ? 'day' : period;
  const production = useApi(owner ? [SOLAR_API.production(owner, panelId), { mode, period: shownPeriod, start }] : null, productionSeriesSchema);
  const { ref, width } = useWidth<HTMLDivElement>();

  if (details.error) {
    return (
      <Stack>
        <PageHeader title={t('page.details')} />
        <ErrorState onRetry={() => void details.mutate()}>{t('common.error')}</ErrorState>
      </Stack>
    );
  }
  if (!details.data) return <LoadingSkeleton lines={6} label={t('common.loading')} />;
  const panel = details.data;
  return (
    <Stack>
      <PageHeader title={panel.panelName} description={panel.locationName ?? t('page.notLinked')} />
      <p>
        <Link to={solarRoute.defaultPath}>{t('common.back')}</Link>
      </p>
      <Card title={t('page.details')}>
        <FactList
          facts={[
            { term: t('panel.coordinates'), value: `${formatNumber(panel.latitude, 4)}° N, ${formatNumber(panel.longitude, 4)}° E` },
            { term: t('panel.kwp'), value: `${formatNumber(panel.kWp, 1)} kWp` },
            { term: t('page.last24h'), value: panel.energyLast24Hours === null ? '–' : `${formatNumber(panel.energyLast24Hours, 1)} kWh` },
            { term: t('page.last12m'), value: panel.energyLast12Months === null ? '–' : `${formatNumber(panel.energyLast12Months, 0)} kWh` },
            {
              term: t('page.powerNow'),
              value:
                panel.powerNow === null || !panel.powerMeasuredAt
                  ? '–'
                  : `${formatNumber(panel.powerNow, 2)} kW (${formatDateTime(panel.powerMeasuredAt)})`,
            },
            {
              term: t('panel.panels'),
              value: panel.panels
                .map((p) => t('panel.panelRow', { count: p.count, power: p.powerW, tilt: p.tiltDeg, azimuth: p.azimuthDeg }))
                .join('; '),
            },
            {
              term: t('panel.inverters'),
              value: panel.inverters
                .map((i) =>
                  t('panel.inverterRow', {
                    model: i.model,
                    power: formatNumber(i.nominalPowerKw, 1),
                    date: finnishDate(i.commissionDate),
                    serial: i.serialNumber,
                  }),
                )
                .join('; '),
            },
            {
              term: t('panel.savings'),
              value: `${formatNumber(panel.savings.co2Kg, 0)} kg CO₂ ${t('panel.co2')}, ${formatNumber(panel.savings.electricCarKm, 0)} ${t('panel.ev')}, ${formatNumber(panel.savings.saunaHeats, 0)} ${t('panel.sauna')}`,
            },
          ]}
        />
        <PanelActions panel={panel} onChanged={() => void details.mutate()} />
      </Card>
      <Card title={t('panel.production')}>
        <SegmentedChoice<ProductionMode>
          label={t('panel.mode')}
          choices={[
            { value: 'energy', label: t('panel.energy') },
            { value: 'power', label: t('panel.power') },
          ]}
          value={mode}
          onChange={setMode}
        />
        {mode === 'energy' ? (
          <PeriodPager
            periods={['day', 'week', 'month', 'year', 'years']}
            period={period}
            start={start}
            latest={today}
            onChange={(p, s) => {
              setPeriod(p);
              setStart(s);
            }}
          />
        ) : (
          <PeriodPager periods={['day']} period="day" start={start} latest={today} onChange={(_p, s) => setStart(s)} />
        )}
        <div ref={ref}>
          {production.error ? (
            <ErrorState onRetry={() => void production.mutate()}>{t('common.error')}</ErrorState>
          ) : !production.data ? (
            <LoadingSkeleton height="16rem" label={t('common.loading')} />
          ) : production.data.points.length === 0 ? (
            <StatusMessage>{t('common.noData')}</StatusMessage>
          ) : (
            <ProductionView series={production.data} width={width} />
          )}
        </div>
      </Card>
    </Stack>
  );
}

function ProductionView({ series, width }: { readonly series: ProductionSeries; readonly width: number }) {
  const { t } = useTranslation('solar');
  const unit = series.unit;
  const rows = series.points.map((point) => ({ key: point.start, label: pointLabel(series, point), value: point.value }));
  return (
    <>
      <BarChart data={rows} series={t('panel.production')} unit={unit} width={width} decimals={unit === 'kW' ? 2 : 1} />
      <p>{t('panel.total', { value: formatNumber(series.totalKwh, 1) })}</p>
      <details>
        <summary>{t('chart.table')}</summary>
        <DataTable
          caption={t('panel.production')}
          captionHidden
          columns={[
            { key: 'time', header: t('chart.time'), cell: (row) => row.label, rowHeader: true },
            {
              key: 'value',
              header: `${t('chart.value')} (${unit})`,
              cell: (row) => (row.value === null ? '–' : formatNumber(row.value, 2)),
              numeric: true,
            },
          ]}
          rows={rows}
          rowKey={(row) => row.key}
          maxHeight="20rem"
        />
      </details>
    </>
  );
}
