import { useState } from 'react';
import { DataTable, EmptyState, ErrorState, LoadingSkeleton, SegmentedChoice, StatusBadge, type DataColumn } from '@portal/ui';
import { formatNumber, useApi, useTranslation } from '@portal/core';
import { B2B_PLACE_API, comparisonsResponseSchema, type ComparisonsResponse } from '../../contract/places';

type Row = ComparisonsResponse['rows'][number];

/** listComparisons: places side by side, the outliers first (the server's order). */
export function ComparisonsSection({ company, userId, year }: { readonly company: string; readonly userId: string; readonly year: number }) {
  const { t } = useTranslation('b2b');
  const [by, setBy] = useState<'kwhPerM2' | 'perMonth'>('kwhPerM2');
  const data = useApi([B2B_PLACE_API.company(company, userId, 'listComparisons'), { by, year }], comparisonsResponseSchema);
  const columns: DataColumn<Row>[] = [
    { key: 'place', header: t('places.reports.place'), rowHeader: true, cell: (row) => `${row.name} (${row.locationIdentifier})` },
    { key: 'total', header: t('places.reports.totalKwh'), numeric: true, cell: (row) => formatNumber(row.totalKwh, 0) },
    {
      key: 'perM2',
      header: t('places.reports.kwhPerM2'),
      numeric: true,
      cell: (row) => (row.kwhPerM2 === null ? t('places.reports.noArea') : formatNumber(row.kwhPerM2, 1)),
    },
    {
      key: 'deviation',
      header: t('places.reports.deviation'),
      numeric: true,
      cell: (row) => (row.deviation === null ? '–' : formatNumber(row.deviation, 1)),
    },
    {
      key: 'outlier',
      header: t('places.reports.status'),
      cell: (row) => (
        <StatusBadge tone={row.outlier ? 'warning' : 'neutral'}>{row.outlier ? t('places.reports.outlier') : t('places.reports.normal')}</StatusBadge>
      ),
    },
  ];
  return (
    <section aria-labelledby="b2b-comparisons">
      <h2 id="b2b-comparisons">{t('places.reports.comparisons')}</h2>
      <SegmentedChoice
        label={t('places.reports.compareBy')}
        choices={[
          { value: 'kwhPerM2', label: t('places.reports.byKwhPerM2') },
          { value: 'perMonth', label: t('places.reports.byPerMonth') },
        ]}
        value={by}
        onChange={setBy}
      />
      {data.error ? (
        <ErrorState onRetry={() => void data.mutate()}>{t('places.reports.error')}</ErrorState>
      ) : !data.data ? (
        <LoadingSkeleton lines={5} label={t('places.reports.loading')} />
      ) : data.data.rows.length === 0 ? (
        <EmptyState title={t('places.reports.empty')} />
      ) : (
        <DataTable
          caption={t('places.reports.comparisons')}
          captionHidden
          columns={columns}
          rows={data.data.rows}
          rowKey={(row) => row.locationIdentifier}
        />
      )}
    </section>
  );
}
