import { useState } from 'react';
import { ConfirmDialog, DataTable, EmptyState, SecondaryButton, StatusBadge, type DataColumn } from '@portal/ui';
import { formatDateTime, useApiMutation, useTranslation } from '@portal/core';
import { ADMIN_OPERATIONS_API, type MaintenanceSchedule } from '../../contract/operations';

/** Upcoming and running windows, each with a cancel behind a confirm. */
export function MaintenanceScheduleList({ schedules }: { schedules: readonly MaintenanceSchedule[] }) {
  const { t } = useTranslation('admin');
  const [cancelling, setCancelling] = useState<MaintenanceSchedule | null>(null);
  const cancel = useApiMutation((api, id: string) => api.delete(ADMIN_OPERATIONS_API.schedule(id)), {
    invalidates: [ADMIN_OPERATIONS_API.schedules, ADMIN_OPERATIONS_API.maintenance],
  });
  if (schedules.length === 0) return <EmptyState title={t('operations.schedules.empty')} headingLevel={3} />;
  const columns: DataColumn<MaintenanceSchedule>[] = [
    { key: 'origin', header: t('operations.schedules.company'), cell: (s) => s.origin, rowHeader: true },
    { key: 'starts', header: t('operations.schedules.starts'), cell: (s) => formatDateTime(s.startsAt), sortValue: (s) => s.startsAt },
    { key: 'ends', header: t('operations.schedules.ends'), cell: (s) => formatDateTime(s.endsAt), sortValue: (s) => s.endsAt },
    {
      key: 'state',
      header: t('operations.schedules.state'),
      cell: (s) => <StatusBadge tone={s.state === 'running' ? 'warning' : 'info'}>{t(`operations.schedules.${s.state}`)}</StatusBadge>,
    },
    { key: 'message', header: t('operations.maintenance.message'), cell: (s) => s.message ?? '' },
    {
      key: 'actions',
      header: t('operations.schedules.actions'),
      cell: (s) => (
        <SecondaryButton
          type="button"
          aria-label={t('operations.schedules.cancelWindow', { company: s.origin, starts: formatDateTime(s.startsAt) })}
          onClick={() => setCancelling(s)}
        >
          {t('operations.schedules.cancelShort')}
        </SecondaryButton>
      ),
    },
  ];
  return (
    <>
      <DataTable caption={t('operations.schedules.caption')} captionHidden columns={columns} rows={schedules} rowKey={(s) => s.id} />
      {cancelling && (
        <ConfirmDialog
          title={t('operations.schedules.confirmCancelTitle')}
          confirmLabel={t('operations.schedules.cancelShort')}
          cancelLabel={t('operations.cancel')}
          busy={cancel.running}
          onConfirm={() => void cancel.run(cancelling.id).then(() => setCancelling(null))}
          onCancel={() => setCancelling(null)}
        >
          {t('operations.schedules.confirmCancelBody', {
            company: cancelling.origin,
            starts: formatDateTime(cancelling.startsAt),
            ends: formatDateTime(cancelling.endsAt),
          })}
        </ConfirmDialog>
      )}
    </>
  );
}
