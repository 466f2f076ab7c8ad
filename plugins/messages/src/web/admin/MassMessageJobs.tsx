import { DataTable, EmptyState, ErrorState, LoadingSkeleton, StatusBadge, type BadgeTone, type DataColumn } from '@portal/ui';
import { formatDateTime, useApi, useTranslation } from '@portal/core';
import { massMessageJobsSchema, type MassMessageJob } from '../../contract/admin';
import { MESSAGES_API } from '../../contract/paths';

/** How often the list asks again while a sending runs: progress moves as recipients are done. */
export const MASS_MESSAGE_PROGRESS_REFRESH_MS = 2_000;

const TONES: Record<string, BadgeTone> = { completed: 'success', failed: 'danger', active: 'info', retry: 'warning' };
const FINISHED = ['completed', 'failed', 'cancelled'];

/** Re-read while a sending is unfinished; stop once all are done. */
const refreshWhileRunning = (latest: { jobs: readonly MassMessageJob[] } | undefined) =>
  latest?.jobs.some((job) => !FINISHED.includes(job.state)) ? MASS_MESSAGE_PROGRESS_REFRESH_MS : 0;

/** The latest mass-message jobs with their progress (done / total recipients), live while one runs. */
export function MassMessageJobs() {
  const { t } = useTranslation('messages');
  const jobs = useApi([MESSAGES_API.massMessageJobs, { amount: 10 }] as const, massMessageJobsSchema, {
    refreshInterval: refreshWhileRunning,
    dedupingInterval: 0,
  });
  if (jobs.error) return <ErrorState onRetry={() => void jobs.mutate()}>{t('admin.mass.jobsLoadFailed')}</ErrorState>;
  if (!jobs.data) return <LoadingSkeleton label={t('admin.mass.jobsTitle')} />;
  if (jobs.data.jobs.length === 0) return <EmptyState title={t('admin.mass.jobsEmpty')} headingLevel={3} />;
  const columns: DataColumn<MassMessageJob>[] = [
    { key: 'created', header: t('admin.mass.created'), cell: (job) => formatDateTime(job.createdAt), rowHeader: true },
    {
      key: 'state',
      header: t('admin.mass.state'),
      cell: (job) => (
        <StatusBadge tone={TONES[job.state] ?? 'neutral'}>{t(`admin.mass.states.${job.state}`, { defaultValue: job.state })}</StatusBadge>
      ),
    },
    {
      key: 'progress',
      header: t('admin.mass.progress'),
      numeric: true,
      cell: (job) => (job.progress ? t('admin.mass.progressValue', job.progress) : t('admin.mass.progressUnknown')),
    },
  ];
  return <DataTable caption={t('admin.mass.jobsCaption')} captionHidden columns={columns} rows={jobs.data.jobs} rowKey={(job) => job.id} />;
}
