import { Card, DataTable, StatusBadge, type DataColumn } from '@portal/ui';
import { formatDateTime, useApi, useTranslation } from '@portal/core';
import { ADMIN_DEVELOPER_API, type IntegrationHealth } from '../../contract/developer';
import { LoadState } from './LoadState';

type Row = IntegrationHealth['integrations'][number];

/** Health is about now: never the portal's hour-long cache, and checked again every minute while shown. */
const LIVE = { dedupingInterval: 0, refreshInterval: 60_000 } as const;

/** HEALTHY/UNHEALTHY per integration with its last success (GET /admin/service-health/v1/integration-router). */
export function IntegrationHealthCard() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useApi<IntegrationHealth>(ADMIN_DEVELOPER_API.integrationHealth(), undefined, LIVE);
  const time = (value: string | null) => (value ? formatDateTime(value) : t('developer.none'));
  const columns: DataColumn<Row>[] = [
    { key: 'name', header: t('developer.health.integration'), rowHeader: true, cell: (row) => t(`developer.health.names.${row.name}`) },
    {
      key: 'status',
      header: t('developer.health.state'),
      cell: (row) => <StatusBadge tone={row.status === 'HEALTHY' ? 'success' : 'danger'}>{t(`developer.health.${row.status}`)}</StatusBadge>,
    },
    { key: 'reason', header: t('developer.health.reasonColumn'), cell: (row) => t(`developer.health.reasons.${row.reason}`) },
    {
      key: 'lastSuccess',
      header: t('developer.health.lastSuccess'),
      cell: (row) => (row.lastSuccessAt ? formatDateTime(row.lastSuccessAt) : t('developer.never')),
    },
    { key: 'dataAt', header: t('developer.health.dataAt'), cell: (row) => time(row.dataAt) },
  ];
  return (
    <Card title={t('developer.health.title')} headingLevel={2}>
      <LoadState data={data} error={error} retry={() => void mutate()}>
        {(health) => (
          <DataTable
            caption={t('developer.health.caption', { time: formatDateTime(health.checkedAt) })}
            columns={columns}
            rows={health.integrations}
            rowKey={(row) => row.name}
          />
        )}
      </LoadState>
    </Card>
  );
}
