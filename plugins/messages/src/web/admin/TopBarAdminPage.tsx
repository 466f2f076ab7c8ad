import { useState, type FormEvent } from 'react';
import {
  ButtonRow,
  Card,
  ConfirmDialog,
  DataTable,
  DatePicker,
  EmptyState,
  ErrorState,
  ErrorSummary,
  FormField,
  LoadingSkeleton,
  MutedText,
  PageHeader,
  PrimaryButton,
  SecondaryButton,
  Stack,
  StatusBadge,
  TextField,
  useFormErrors,
  type DataColumn,
} from '@portal/ui';
import { ClockRef, formatDateTime, helsinkiInstant, useApi, useApiMutation, useService, useTranslation } from '@portal/core';
import { adminTopBarListSchema, type AdminTopBar } from '../../contract/notices';
import { MESSAGES_API } from '../../contract/paths';
import { EMPTY_DRAFT, LocalizedTextFields, localizedFromDraft } from './LocalizedTextFields';

const FIELDS = ['text', 'startDate', 'startTime', 'endDate', 'endTime'] as const;
type Field = (typeof FIELDS)[number];

interface ScheduleDraft {
  readonly startDate: string;
  readonly startTime: string;
  readonly endDate: string;
  readonly endTime: string;
}

const EMPTY_SCHEDULE: ScheduleDraft = { startDate: '', startTime: '', endDate: '', endTime: '' };

/**
 * The optional start and end as instants, or the fields' problems. An empty start is "now" (the server's
 * default) and an empty end "until removed"; a date needs its time and a time its date.
 */
type ScheduleProblem = 'errorDate' | 'errorTime' | 'errorOrder';

function scheduleOf(draft: ScheduleDraft, now: number): { startsAt?: string; endsAt?: string; problems: Partial<Record<Field, ScheduleProblem>> } {
  const problems: Partial<Record<Field, ScheduleProblem>> = {};
  const instant = (date: string, time: string, dateField: Field, timeField: Field): string | undefined => {
    if (!date && !time.trim()) return undefined;
    if (!date) {
      problems[dateField] = 'errorDate';
      return undefined;
    }
    const at = helsinkiInstant(date, time);
    if (!at) problems[timeField] = 'errorTime';
    return at ?? undefined;
  };
  const startsAt = instant(draft.startDate, draft.startTime, 'startDate', 'startTime');
  const endsAt = instant(draft.endDate, draft.endTime, 'endDate', 'endTime');
  if (endsAt && Date.parse(endsAt) <= (startsAt ? Date.parse(startsAt) : now)) problems.endTime = 'errorOrder';
  return { ...(startsAt ? { startsAt } : {}), ...(endsAt ? { endsAt } : {}), problems };
}

/**
 * `/admin/tiedotepalkki` (permission admin.topBarMessage): this portal's top-bar notifications over the
 * existing routes (GET, POST /admin/notifications/top-bar/v1, DELETE .../{id}); removal behind a confirm.
 */
export default function TopBarAdminPage() {
  const { t } = useTranslation('messages');
  const list = useApi(MESSAGES_API.adminTopBar, adminTopBarListSchema);
  const [removing, setRemoving] = useState<AdminTopBar | null>(null);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [severity, setSeverity] = useState<'info' | 'warning'>('info');
  const [schedule, setSchedule] = useState(EMPTY_SCHEDULE);
  const [done, setDone] = useState(false);
  const errors = useFormErrors(FIELDS);
  const clock = useService(ClockRef);
  const invalidates = [MESSAGES_API.adminTopBar, MESSAGES_API.topBar];
  const create = useApiMutation((api, body: unknown) => api.post(MESSAGES_API.adminTopBar, body), { invalidates });
  const remove = useApiMutation((api, id: string) => api.delete(MESSAGES_API.adminTopBarItem(id)), { invalidates });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const { problems, ...times } = scheduleOf(schedule, clock.now().getTime());
    const messages: Partial<Record<Field, string | null>> = { text: draft.fi.trim() ? null : t('admin.required') };
    for (const [field, problem] of Object.entries(problems)) messages[field as Field] = t(`admin.topBar.${problem}`);
    if (!errors.show(messages)) return;
    if (await create.run({ text: localizedFromDraft(draft), severity, ...times })) {
      setDraft(EMPTY_DRAFT);
      setSchedule(EMPTY_SCHEDULE);
      setDone(true);
    }
  };

  const columns: DataColumn<AdminTopBar>[] = [
    { key: 'text', header: t('admin.topBar.text'), cell: (n) => n.text.fi, rowHeader: true },
    {
      key: 'severity',
      header: t('admin.topBar.severity'),
      cell: (n) => <StatusBadge tone={n.severity === 'warning' ? 'warning' : 'info'}>{t(`admin.topBar.${n.severity}`)}</StatusBadge>,
    },
    { key: 'starts', header: t('admin.topBar.starts'), cell: (n) => formatDateTime(n.startsAt), sortValue: (n) => n.startsAt },
    { key: 'ends', header: t('admin.topBar.ends'), cell: (n) => (n.endsAt ? formatDateTime(n.endsAt) : '–') },
    {
      key: 'actions',
      header: t('admin.topBar.actions'),
      cell: (n) => (
        <SecondaryButton type="button" onClick={() => setRemoving(n)}>
          {t('admin.topBar.remove', { text: n.text.fi })}
        </SecondaryButton>
      ),
    },
  ];

  return (
    <Stack>
      <PageHeader title={t('admin.topBar.title')} description={t('admin.topBar.intro')} />
      <Card title={t('admin.topBar.listTitle')} headingLevel={2}>
        {list.error ? (
          <ErrorState onRetry={() => void list.mutate()}>{t('admin.topBar.loadFailed')}</ErrorState>
        ) : !list.data ? (
          <LoadingSkeleton label={t('admin.topBar.listTitle')} />
        ) : list.data.notifications.length === 0 ? (
          <EmptyState title={t('admin.topBar.empty')} headingLevel={3} />
        ) : (
          <DataTable caption={t('admin.topBar.listTitle')} captionHidden columns={columns} rows={list.data.notifications} rowKey={(n) => n.id} />
        )}
      </Card>
      <Card title={t('admin.topBar.createTitle')} headingLevel={2}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack $gap="0.75rem">
            <ErrorSummary problems={errors.problems} />
            <LocalizedTextFields draft={draft} onDraft={setDraft} fiId={errors.fieldId('text')} fiError={errors.errors.text} maxLength={300} />
            <FormField label={t('admin.topBar.severity')}>
              {(control) => (
                <select {...control} value={severity} onChange={(event) => setSeverity(event.target.value as 'info' | 'warning')}>
                  <option value="info">{t('admin.topBar.info')}</option>
                  <option value="warning">{t('admin.topBar.warning')}</option>
                </select>
              )}
            </FormField>
            <MutedText>{t('admin.topBar.scheduleHint')}</MutedText>
            <DatePicker
              id={errors.fieldId('startDate')}
              label={t('admin.topBar.startDate')}
              value={schedule.startDate}
              onChange={(startDate) => setSchedule({ ...schedule, startDate })}
              error={errors.errors.startDate}
            />
            <TextField
              id={errors.fieldId('startTime')}
              label={t('admin.topBar.startTime')}
              hint={t('admin.topBar.timeHint')}
              value={schedule.startTime}
              onValue={(startTime) => setSchedule({ ...schedule, startTime })}
              error={errors.errors.startTime}
              inputMode="numeric"
            />
            <DatePicker
              id={errors.fieldId('endDate')}
              label={t('admin.topBar.endDate')}
              value={schedule.endDate}
              onChange={(endDate) => setSchedule({ ...schedule, endDate })}
              error={errors.errors.endDate}
            />
            <TextField
              id={errors.fieldId('endTime')}
              label={t('admin.topBar.endTime')}
              hint={t('admin.topBar.timeHint')}
              value={schedule.endTime}
              onValue={(endTime) => setSchedule({ ...schedule, endTime })}
              error={errors.errors.endTime}
              inputMode="numeric"
            />
            <ButtonRow>
              <PrimaryButton type="submit" disabled={create.running}>
                {t('admin.topBar.create')}
              </PrimaryButton>
            </ButtonRow>
            <div role="status">{done && t('admin.topBar.created')}</div>
          </Stack>
        </form>
      </Card>
      {removing && (
        <ConfirmDialog
          title={t('admin.topBar.confirmRemoveTitle')}
          confirmLabel={t('admin.topBar.confirmRemove')}
          cancelLabel={t('admin.cancel')}
          busy={remove.running}
          onConfirm={() => void remove.run(removing.id).then(() => setRemoving(null))}
          onCancel={() => setRemoving(null)}
        >
          {t('admin.topBar.confirmRemoveBody', { text: removing.text.fi })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
