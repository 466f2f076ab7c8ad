import {
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingSkeleton,
  PageHeader,
  PrimaryButton,
  SegmentedChoice,
  Stack,
  StatusBadge,
  StatusMessage,
  type BadgeTone,
} from '@portal/ui';
import { formatDate, useApi, useApiMutation, useTranslation, useUserId } from '@portal/core';
import { useState } from 'react';
import { reportListSchema, reportSchema, type UsageReport, type UsageReportList } from '../../contract/reports';
import { REPORTS_API } from '../../contract/paths';

const TONE: Record<UsageReport['status'], BadgeTone> = { pending: 'info', ready: 'success', failed: 'danger' };

/**
 * `/raportit`: order a usage report of a place and year; the list shows each with its status, and a
 * ready one with its PDF and CSV links. While a report is being made the list reads again every 3 s.
 */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const userId = useUserId();
  const listUrl = userId ? REPORTS_API.list(userId) : null;
  const [pending, setPending] = useState(false);
  const list = useApi(listUrl, reportListSchema, pending ? { refreshInterval: 3000 } : undefined);
  const anyPending = list.data?.reports.some((r) => r.status === 'pending') ?? false;
  if (anyPending !== pending) setPending(anyPending);

  return (
    <Stack>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      {list.error ? (
        <ErrorState onRetry={() => void list.mutate()}>{t('page.error')}</ErrorState>
      ) : !list.data || !userId ? (
        <LoadingSkeleton lines={3} label={t('page.loading')} />
      ) : (
        <>
          <OrderForm userId={userId} data={list.data} listUrl={listUrl!} />
          <Card title={t('list.caption')} headingLevel={2}>
            {list.data.reports.length === 0 ? <EmptyState title={t('page.empty')} /> : <ReportTable userId={userId} reports={list.data.reports} />}
          </Card>
        </>
      )}
    </Stack>
  );
}

function OrderForm({ userId, data, listUrl }: { readonly userId: string; readonly data: UsageReportList; readonly listUrl: string }) {
  const { t } = useTranslation('reports');
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [year, setYear] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const place = data.places.find((p) => p.locationIdentifier === placeId) ?? data.places[0];
  const chosenYear = year && place?.years.includes(Number(year)) ? year : place?.years[0] !== undefined ? String(place.years[0]) : null;
  const order = useApiMutation(
    (api, locationIdentifier: string, y: number) => api.post(REPORTS_API.create(userId, locationIdentifier), { year: y }, { schema: reportSchema }),
    { invalidates: [listUrl] },
  );
  if (!place) return <EmptyState title={t('page.noPlaces')} />;
  return (
    <Card title={t('create.title')} headingLevel={2}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosenYear) return;
          void order.run(place.locationIdentifier, Number(chosenYear)).then((r) => setDone(r !== undefined));
        }}
      >
        <Stack>
          {data.places.length > 1 && (
            <SegmentedChoice
              label={t('create.place')}
              choices={data.places.map((p) => ({ value: p.locationIdentifier, label: p.name }))}
              value={place.locationIdentifier}
              onChange={(value) => setPlaceId(value)}
            />
          )}
          {chosenYear === null ? (
            <p>{t('create.noYears')}</p>
          ) : (
            <SegmentedChoice
              label={t('create.year')}
              choices={place.years.map((y) => ({ value: String(y), label: String(y) }))}
              value={chosenYear}
              onChange={setYear}
            />
          )}
          <div>
            <PrimaryButton type="submit" disabled={chosenYear === null || order.running}>
              {t('create.submit')}
            </PrimaryButton>
          </div>
          {done && <StatusMessage tone="info">{t('create.done')}</StatusMessage>}
        </Stack>
      </form>
    </Card>
  );
}

function ReportTable({ userId, reports }: { readonly userId: string; readonly reports: readonly UsageReport[] }) {
  const { t } = useTranslation('reports');
  return (
    <DataTable
      caption={t('list.caption')}
      captionHidden
      columns={[
        { key: 'name', header: t('list.name'), cell: (r: UsageReport) => r.name, rowHeader: true },
        { key: 'date', header: t('list.date'), cell: (r: UsageReport) => formatDate(`${r.date}T12:00:00Z`) },
        { key: 'company', header: t('list.company'), cell: (r: UsageReport) => r.companyName },
        {
          key: 'status',
          header: t('list.status'),
          cell: (r: UsageReport) => <StatusBadge tone={TONE[r.status]}>{t(`list.${r.status}`)}</StatusBadge>,
        },
        {
          key: 'download',
          header: t('list.download'),
          cell: (r: UsageReport) =>
            r.status === 'ready' ? (
              <>
                <a href={REPORTS_API.pdf(userId, r.reportId)} download aria-label={t('list.pdf', { name: r.name })}>
                  PDF
                </a>{' '}
                <a href={REPORTS_API.csv(userId, r.reportId)} download aria-label={t('list.csv', { name: r.name })}>
                  CSV
                </a>
              </>
            ) : null,
        },
      ]}
      rows={reports}
      rowKey={(r) => r.reportId}
    />
  );
}
