import { Card, CsvDownloadButton, DataTable, ErrorState, FactList, LoadingSkeleton, PageHeader, Stack, StatusMessage } from '@portal/ui';
import { formatMoney, formatNumber, formatTime, useApi, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { microTimeseriesSchema, SOLAR_API, statementSchema, type MicroTimeseries, type NetRow, type SolarPeriod } from '../../contract';
import { BarChart } from '../components/BarChart';
import { PeriodPager } from '../components/PeriodPager';
import { finnishDate, helsinkiToday, monthOf } from '../model/localDates';
import { microCsv } from '../model/microCsv';
import { useWidth } from '../model/useWidth';
import { solarRoute } from '../routes';

const kwh = (value: number | null) => (value === null ? '–' : formatNumber(value, 2));
const percent = (value: number | null) => (value === null ? '–' : `${formatNumber(value, 1)} %`);

function rowLabel(series: MicroTimeseries, row: NetRow): string {
  if (series.resolution === 'quarter' || series.resolution === 'hour') return formatTime(row.start);
  if (series.resolution === 'day') return finnishDate(row.date);
  return `${Number(row.date.slice(5, 7))}/${row.date.slice(0, 4)}`;
}

/**
 * `/aurinkopaneelit/mikrotuotanto/:locationIdentifier` (flag microgeneration): the place's rows after
 * netting per metering period, their totals, self-consumption and self-sufficiency, a CSV of the rows
 * and the month's solar statement. A lazy chunk.
 */
export default function MicrogenerationPage() {
  const { t } = useTranslation('solar');
  const { locationIdentifier = '' } = useParams();
  const owner = useUserId();
  const today = helsinkiToday();
  const [period, setPeriod] = useState<SolarPeriod>('month');
  const [start, setStart] = useState(today);
  const series = useApi(owner ? [SOLAR_API.microTimeseries(owner, locationIdentifier), { period, start }] : null, microTimeseriesSchema);
  const statement = useApi(owner ? [SOLAR_API.statement(owner, locationIdentifier), { month: monthOf(start) }] : null, statementSchema);
  const { ref, width } = useWidth<HTMLDivElement>();

  return (
    <Stack>
      <PageHeader title={t('micro.title')} description={series.data ? t('micro.intro', { minutes: series.data.nettingMinutes }) : undefined} />
      <p>
        <Link to={solarRoute.defaultPath}>{t('common.back')}</Link>
      </p>
      <PeriodPager
        periods={['day', 'week', 'month', 'year']}
        period={period}
        start={start}
        latest={today}
        onChange={(p, s) => {
          setPeriod(p);
          setStart(s);
        }}
      />
      <div ref={ref}>
        {series.error ? (
          <ErrorState onRetry={() => void series.mutate()}>{t('common.error')}</ErrorState>
        ) : !series.data ? (
          <LoadingSkeleton height="16rem" label={t('common.loading')} />
        ) : series.data.rows.every((row) => row.productionKwh === null && row.importedKwh === null) ? (
          <StatusMessage>{t('common.noData')}</StatusMessage>
        ) : (
          <MicroView series={series.data} width={width} />
        )}
      </div>
      <Card title={t('micro.statement')}>
        <p>{t('micro.statementIntro')}</p>
        {statement.error ? (
          <ErrorState onRetry={() => void statement.mutate()}>{t('common.error')}</ErrorState>
        ) : !statement.data ? (
          <LoadingSkeleton lines={4} label={t('common.loading')} />
        ) : (
          <div data-testid="solar-statement">
            <FactList
              facts={[
                { term: t('micro.production'), value: `${kwh(statement.data.productionKwh)} kWh` },
                { term: t('micro.selfUsedValue'), value: formatMoney(statement.data.selfUsedValueEur) },
                { term: t('micro.exportRevenue'), value: formatMoney(statement.data.exportRevenueEur) },
                { term: t('micro.totalValue'), value: formatMoney(statement.data.totalValueEur) },
                { term: t('micro.negativeShare'), value: percent(statement.data.negativePriceExportPercent) },
              ]}
            />
          </div>
        )}
        {statement.data && !statement.data.complete && <StatusMessage>{t('micro.incomplete')}</StatusMessage>}
      </Card>
    </Stack>
  );
}

function MicroView({ series, width }: { readonly series: MicroTimeseries; readonly width: number }) {
  const { t } = useTranslation('solar');
  const { totals } = series;
  const byDate = series.resolution === 'day' || series.resolution === 'month';
  return (
    <>
      <div data-testid="solar-micro-totals">
        <FactList
          facts={[
            { term: t('micro.consumption'), value: `${kwh(totals.consumptionKwh)} kWh` },
            { term: t('micro.production'), value: `${kwh(totals.productionKwh)} kWh` },
            { term: t('micro.selfUsed'), value: `${kwh(totals.selfUsedKwh)} kWh` },
            { term: t('micro.exported'), value: `${kwh(totals.exportedKwh)} kWh` },
            { term: t('micro.imported'), value: `${kwh(totals.importedKwh)} kWh` },
            { term: t('micro.revenue'), value: totals.exportRevenueEur === null ? '–' : formatMoney(totals.exportRevenueEur) },
            { term: t('micro.selfConsumption'), value: percent(totals.selfConsumptionPercent) },
            { term: t('micro.selfSufficiency'), value: percent(totals.selfSufficiencyPercent) },
          ]}
        />
      </div>
      {!totals.complete && <StatusMessage>{t('micro.incomplete')}</StatusMessage>}
      <BarChart
        data={series.rows.map((row) => ({ key: row.start, label: rowLabel(series, row), value: row.productionKwh }))}
        series={t('micro.production')}
        unit="kWh"
        width={width}
      />
      <CsvDownloadButton
        csv={() => microCsv(series.rows, byDate)}
        fileName={`mikrotuotanto-${series.span.start}.csv`}
        label={t('micro.csv')}
        accessibleLabel={t('micro.csvLabel', { csv: t('micro.csv'), what: t('micro.csvWhat') })}
      />
      <DataTable
        caption={t('micro.table')}
        columns={[
          { key: 'time', header: t('chart.time'), cell: (row) => rowLabel(series, row), rowHeader: true },
          { key: 'consumption', header: `${t('micro.consumption')} (kWh)`, cell: (row) => kwh(row.consumptionKwh), numeric: true },
          { key: 'production', header: `${t('micro.production')} (kWh)`, cell: (row) => kwh(row.productionKwh), numeric: true },
          { key: 'selfUsed', header: `${t('micro.selfUsed')} (kWh)`, cell: (row) => kwh(row.selfUsedKwh), numeric: true },
          { key: 'exported', header: `${t('micro.exported')} (kWh)`, cell: (row) => kwh(row.exportedKwh), numeric: true },
          { key: 'imported', header: `${t('micro.imported')} (kWh)`, cell: (row) => kwh(row.importedKwh), numeric: true },
          {
            key: 'revenue',
            header: t('micro.revenue'),
            cell: (row) => (row.exportRevenueEur === null ? '–' : formatMoney(row.exportRevenueEur)),
            numeric: true,
          },
        ]}
        rows={series.rows}
        rowKey={(row) => row.start}
        maxHeight="24rem"
      />
    </>
  );
}
