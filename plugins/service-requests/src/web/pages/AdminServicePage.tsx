import {
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  PageHeader,
  SecondaryButton,
  SegmentedChoice,
  Stack,
  StatusBadge,
} from '@portal/ui';
import { formatDateTime, useApi, useTranslation } from '@portal/core';
import { useState } from 'react';
import { adminFeedbackResponseSchema, adminRequestsResponseSchema, type AdminFeedback, type AdminRequest } from '../../contract/admin';
import { SERVICE_API } from '../../contract/paths';
import { StatusChangeForm } from '../components/StatusChangeForm';
import { STATUS_TONE } from '../model/statusTone';

type View = 'requests' | 'feedback';

function summary(details: Record<string, unknown>): string {
  const text = details.message ?? details.description ?? '';
  return typeof text === 'string' ? text.slice(0, 120) : '';
}

function RequestsTable() {
  const { t } = useTranslation('service-requests');
  const list = useApi(SERVICE_API.adminRequests, adminRequestsResponseSchema);
  const [open, setOpen] = useState<string | null>(null);
  if (list.error) return <ErrorState onRetry={() => void list.mutate()}>{t('page.error')}</ErrorState>;
  if (!list.data) return <LoadingSkeleton lines={5} label={t('page.loading')} />;
  if (list.data.items.length === 0) return <EmptyState title={t('admin.noRequests')} />;
  const chosen = list.data.items.find((item) => item.reference === open);
  return (
    <Stack>
      <DataTable<AdminRequest>
        caption={t('admin.requestsTitle')}
        rows={list.data.items}
        rowKey={(row) => row.reference}
        maxHeight="36rem"
        columns={[
          { key: 'reference', header: t('list.reference'), cell: (row) => row.reference, rowHeader: true, sortValue: (row) => row.reference },
          { key: 'kind', header: t('admin.kind'), cell: (row) => t(row.kind === 'FAULT_REPORT' ? 'list.faultReport' : `topics.${row.topic}`) },
          { key: 'customer', header: t('admin.customer'), cell: (row) => row.customerEmail, sortValue: (row) => row.customerEmail },
          { key: 'place', header: t('list.place'), cell: (row) => row.placeName },
          { key: 'sent', header: t('list.sent'), cell: (row) => formatDateTime(row.createdAt), sortValue: (row) => row.createdAt },
          { key: 'summary', header: t('admin.summary'), cell: (row) => summary(row.details) },
          {
            key: 'status',
            header: t('list.status'),
            cell: (row) => <StatusBadge tone={STATUS_TONE[row.status]}>{t(`status.${row.status}`)}</StatusBadge>,
            sortValue: (row) => row.status,
          },
          {
            key: 'action',
            header: t('admin.action'),
            cell: (row) => (
              <SecondaryButton type="button" aria-label={t('admin.changeFor', { reference: row.reference })} onClick={() => setOpen(row.reference)}>
                {t('admin.change')}
              </SecondaryButton>
            ),
          },
        ]}
      />
      {chosen && (
        <Card title={t('admin.changeFor', { reference: chosen.reference })} headingLevel={3}>
          <StatusChangeForm key={chosen.reference} request={chosen} onDone={() => setOpen(null)} />
        </Card>
      )}
    </Stack>
  );
}

function FeedbackTable() {
  const { t } = useTranslation('service-requests');
  const list = useApi(SERVICE_API.adminFeedback, adminFeedbackResponseSchema);
  if (list.error) return <ErrorState onRetry={() => void list.mutate()}>{t('page.error')}</ErrorState>;
  if (!list.data) return <LoadingSkeleton lines={5} label={t('page.loading')} />;
  if (list.data.items.length === 0) return <EmptyState title={t('admin.noFeedback')} />;
  return (
    <DataTable<AdminFeedback>
      caption={t('admin.feedbackTitle')}
      rows={list.data.items}
      rowKey={(row) => row.id}
      maxHeight="36rem"
      columns={[
        { key: 'sent', header: t('list.sent'), cell: (row) => formatDateTime(row.createdAt), rowHeader: true, sortValue: (row) => row.createdAt },
        { key: 'kind', header: t('admin.kind'), cell: (row) => t(row.kind === 'APP' ? 'feedback.app' : 'feedback.error') },
        { key: 'customer', header: t('admin.customer'), cell: (row) => row.customerEmail },
        { key: 'rating', header: t('feedback.rating'), cell: (row) => row.rating ?? '–', numeric: true },
        { key: 'page', header: t('admin.page'), cell: (row) => row.page },
        { key: 'message', header: t('feedback.message'), cell: (row) => row.message },
        { key: 'error', header: t('admin.lastError'), cell: (row) => (row.lastError ? String(row.lastError.message ?? '') : '–') },
      ]}
    />
  );
}

/**
 * `/admin/asiointi` (admin.users, the company's own administrators): every service request and fault
 * report of the company with a status change the customer then sees, and the app and error feedback.
 */
export default function AdminServicePage() {
  const { t } = useTranslation('service-requests');
  const [view, setView] = useState<View>('requests');
  return (
    <Stack>
      <PageHeader title={t('admin.title')} description={t('admin.intro')} />
      <SegmentedChoice
        label={t('admin.view')}
        choices={[
          { value: 'requests', label: t('admin.requestsTitle') },
          { value: 'feedback', label: t('admin.feedbackTitle') },
        ]}
        value={view}
        onChange={setView}
      />
      {view === 'requests' ? <RequestsTable /> : <FeedbackTable />}
    </Stack>
  );
}
