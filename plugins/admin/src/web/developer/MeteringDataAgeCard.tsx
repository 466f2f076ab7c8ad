import { Card, DataTable, type DataColumn } from '@portal/ui';
import { formatDateTime, formatNumber, useApi, useTranslation } from '@portal/core';
import { ADMIN_DEVELOPER_API, type MeteringDataAge } from '../../contract/developer';
import { LoadState } from './LoadState';

type Row = MeteringDataAge['companies'][number];

/** How old each company's newest reading is and how many metering points are late. */
export function MeteringDataAgeCard() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useApi<MeteringDataAge>(ADMIN_DEVELOPER_API.meteringDataAge(), undefined, { dedupingInterval: 0 });
  const columns: DataColumn<Row>[] = [
    { key: 'company', header: t('developer.age.company'), rowHeader: true, cell: (row) => row.company, sortValue: (row) => row.company },
    {
      key: 'points',
      header: t('developer.age.points'),
      numeric: true,
      cell: (row) => formatNumber(row.meteringPoints, 0),
      sortValue: (row) => row.meteringPoints,
    },
    {
      key: 'newest',
      header: t('developer.age.newest'),
      cell: (row) => (row.newestReadingEnd ? formatDateTime(row.newestReadingEnd) : t('developer.none')),
    },
    {
      key: 'age',
      header: t('developer.age.ageHours'),
      numeric: true,
      cell: (row) => (row.ageHours === null ? t('developer.none') : formatNumber(row.ageHours, 0)),
      sortValue: (row) => row.ageHours ?? -1,
    },
    {
      key: 'late',
      header: t('developer.age.late'),
      numeric: true,
      cell: (row) => formatNumber(row.latePoints, 0),
      sortValue: (row) => row.latePoints,
    },
  ];
  return (
    <Card title={t('developer.age.title')} headingLevel={2}>
      <LoadState
        data={data}
        error={error}
        retry={() => void mutate()}
        isEmpty={(age) => age.companies.length === 0}
        emptyTitle={t('developer.age.empty')}
      >
        {(age) => (
          <DataTable
            caption={t('developer.age.caption', { hours: age.lateAfterHours })}
            columns={columns}
            rows={age.companies}
            rowKey={(row) => row.company}
          />
        )}
      </LoadState>
    </Card>
  );
}
