import { useState, type FormEvent } from 'react';
import {
  ButtonRow,
  Card,
  DataTable,
  DatePicker,
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  PrimaryButton,
  SecondaryButton,
  TextField,
  type DataColumn,
} from '@portal/ui';
import { isApiRequestError, useApi, useFormatters, useTranslation } from '@portal/core';
import { auditPageSchema, type AuditEntryView } from '../../contract/audit';
import { ADMIN_CUSTOMERS_API } from '../../contract/customers';
import { AdminLayout } from '../shell';
import { auditQueryOf, EMPTY_AUDIT_FILTER, type AuditFilterInput } from './auditFilter';

/**
 * `/admin/tapahtumaloki` (superusers): the audit log — who did what to whom, when and from where —
 * filtered by who, whom, event and time, newest first, a page at a time.
 */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const [input, setInput] = useState<AuditFilterInput>(EMPTY_AUDIT_FILTER);
  const [filter, setFilter] = useState<AuditFilterInput>(EMPTY_AUDIT_FILTER);
  const [page, setPage] = useState(1);
  const change = (field: keyof AuditFilterInput) => (value: string) => setInput((current) => ({ ...current, [field]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(input);
    setPage(1);
  };
  const clear = () => {
    setInput(EMPTY_AUDIT_FILTER);
    setFilter(EMPTY_AUDIT_FILTER);
    setPage(1);
  };

  return (
    <AdminLayout title={t('audit.title')} description={t('audit.intro')} companySelector={false}>
      <Card title={t('audit.filtersTitle')}>
        <form onSubmit={apply} noValidate aria-label={t('audit.filtersTitle')}>
          <TextField label={t('audit.actor')} autoComplete="off" value={input.actor} onValue={change('actor')} />
          <TextField label={t('audit.target')} autoComplete="off" value={input.target} onValue={change('target')} />
          <TextField label={t('audit.action')} hint={t('audit.actionHint')} autoComplete="off" value={input.action} onValue={change('action')} />
          <DatePicker label={t('audit.from')} value={input.from} onChange={change('from')} />
          <DatePicker label={t('audit.to')} value={input.to} onChange={change('to')} />
          <ButtonRow>
            <PrimaryButton type="submit">{t('audit.apply')}</PrimaryButton>
            <SecondaryButton type="button" onClick={clear}>
              {t('audit.clear')}
            </SecondaryButton>
          </ButtonRow>
        </form>
      </Card>
      <AuditEntries query={auditQueryOf(filter, page)} page={page} onPage={setPage} />
    </AdminLayout>
  );
}

function AuditEntries({
  query,
  page,
  onPage,
}: {
  readonly query: Readonly<Record<string, string>>;
  readonly page: number;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const result = useApi([ADMIN_CUSTOMERS_API.audit, query], auditPageSchema);
  const columns: DataColumn<AuditEntryView>[] = [
    { key: 'at', header: t('audit.at'), cell: (row) => format.dateTime(new Date(row.at)), rowHeader: true },
    { key: 'who', header: t('audit.who'), cell: (row) => row.actorEmail ?? row.actorId ?? t('audit.nobody') },
    { key: 'what', header: t('audit.what'), cell: (row) => row.action ?? row.kind },
    { key: 'whom', header: t('audit.whom'), cell: (row) => row.targetEmail ?? row.targetUserId ?? t('audit.nobody') },
    { key: 'ip', header: t('audit.ip'), cell: (row) => row.ip ?? t('audit.nobody') },
    { key: 'details', header: t('audit.details'), cell: (row) => <code>{JSON.stringify(row.details)}</code> },
  ];
  let body;
  if (result.error) {
    const field = isApiRequestError(result.error) ? result.error.field : undefined;
    body = field ? (
      <ErrorState>{t('audit.badFilter', { field })}</ErrorState>
    ) : (
      <ErrorState onRetry={() => void result.mutate()}>{t('audit.failed')}</ErrorState>
    );
  } else if (!result.data) {
    body = <LoadingSkeleton lines={5} label={t('audit.loading')} />;
  } else if (result.data.entries.length === 0) {
    body = <EmptyState title={t('audit.empty')} headingLevel={3} />;
  } else {
    body = <DataTable caption={t('audit.caption')} columns={columns} rows={result.data.entries} rowKey={(row) => String(row.seq)} />;
  }
  return (
    <section aria-label={t('audit.caption')}>
      {body}
      <ButtonRow>
        <SecondaryButton type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('audit.previous')}
        </SecondaryButton>
        <span>{t('audit.pageOf', { page })}</span>
        <SecondaryButton type="button" disabled={!result.data?.hasMore} onClick={() => onPage(page + 1)}>
          {t('audit.next')}
        </SecondaryButton>
      </ButtonRow>
    </section>
  );
}
