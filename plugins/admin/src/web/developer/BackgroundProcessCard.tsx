import { useState } from 'react';
import { ButtonRow, Card, DataTable, SecondaryButton, type DataColumn } from '@portal/ui';
import { formatDateTime, useApi, useTranslation } from '@portal/core';
import { ADMIN_DEVELOPER_API } from '../../contract/developer';
import { LoadState } from './LoadState';

const LIMIT = 20;

/** The fields of core's background job (server contract backgroundProcess.ts) this list shows. */
interface BackgroundJob {
  readonly id: string;
  readonly name: string;
  readonly state: string;
  readonly attempts: number;
  readonly retryLimit: number;
  readonly lastError: string | null;
  readonly progress: { readonly done: number; readonly total: number } | null;
  readonly createdAt: string;
  readonly completedAt: string | null;
}

interface JobPage {
  readonly page: number;
  readonly limit: number;
  readonly total: number;
  readonly jobs: readonly BackgroundJob[];
}

/** The job runner's list (the host's GET /admin/background-process/v1/list), a page at a time. */
export function BackgroundProcessCard() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(0);
  const { data, error, mutate } = useApi<JobPage>([ADMIN_DEVELOPER_API.backgroundProcesses(), { page, limit: LIMIT }], undefined, {
    dedupingInterval: 0,
    refreshInterval: 30_000,
  });
  const columns: DataColumn<BackgroundJob>[] = [
    { key: 'name', header: t('developer.jobs.name'), rowHeader: true, cell: (job) => job.name },
    { key: 'state', header: t('developer.jobs.state'), cell: (job) => job.state },
    { key: 'attempts', header: t('developer.jobs.attempts'), numeric: true, cell: (job) => `${job.attempts} / ${job.retryLimit + 1}` },
    {
      key: 'progress',
      header: t('developer.jobs.progress'),
      numeric: true,
      cell: (job) => (job.progress ? `${job.progress.done} / ${job.progress.total}` : t('developer.none')),
    },
    { key: 'created', header: t('developer.jobs.created'), cell: (job) => formatDateTime(job.createdAt) },
    {
      key: 'completed',
      header: t('developer.jobs.completed'),
      cell: (job) => (job.completedAt ? formatDateTime(job.completedAt) : t('developer.none')),
    },
    { key: 'error', header: t('developer.jobs.error'), cell: (job) => job.lastError ?? t('developer.none') },
  ];
  return (
    <Card title={t('developer.jobs.title')} headingLevel={2}>
      <LoadState data={data} error={error} retry={() => void mutate()} isEmpty={(list) => list.total === 0} emptyTitle={t('developer.jobs.empty')}>
        {(list) => {
          const pages = Math.max(1, Math.ceil(list.total / LIMIT));
          return (
            <>
              <DataTable
                caption={t('developer.jobs.caption', { page: page + 1, pages })}
                columns={columns}
                rows={list.jobs}
                rowKey={(job) => job.id}
                maxHeight="28rem"
              />
              <ButtonRow>
                <SecondaryButton type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('developer.jobs.previous')}
                </SecondaryButton>
                <SecondaryButton type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                  {t('developer.jobs.next')}
                </SecondaryButton>
              </ButtonRow>
            </>
          );
        }}
      </LoadState>
    </Card>
  );
}
