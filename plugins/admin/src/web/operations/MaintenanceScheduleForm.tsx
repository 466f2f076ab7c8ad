import { useState, type FormEvent } from 'react';
import { ButtonRow, DatePicker, ErrorSummary, FormField, PrimaryButton, TextField, useFormErrors } from '@portal/ui';
import { formatDateTime, helsinkiInstant, useApiMutation, useTranslation, type CompanyCode } from '@portal/core';
import { ADMIN_OPERATIONS_API, MAINTENANCE_MESSAGE_MAX, type MaintenanceSchedule } from '../../contract/operations';

type Field = 'startDate' | 'startTime' | 'endDate' | 'endTime';
const FIELDS: readonly Field[] = ['startDate', 'startTime', 'endDate', 'endTime'];

/** Plans a window for one of the companies on the page; times are Helsinki wall-clock. */
export function MaintenanceScheduleForm({ companies }: { companies: readonly CompanyCode[] }) {
  const { t } = useTranslation('admin');
  const [origin, setOrigin] = useState<CompanyCode>(companies[0]!);
  const [startDate, setStartDate] = useState('');
  const [startTime, setStartTime] = useState('');
  const [endDate, setEndDate] = useState('');
  const [endTime, setEndTime] = useState('');
  const [message, setMessage] = useState('');
  const [created, setCreated] = useState<MaintenanceSchedule | null>(null);
  const errors = useFormErrors<Field>(FIELDS);
  const create = useApiMutation(
    (api, body: { origin: CompanyCode; startsAt: string; endsAt: string; message: string }) =>
      api.post<MaintenanceSchedule>(ADMIN_OPERATIONS_API.schedules, body),
    { invalidates: [ADMIN_OPERATIONS_API.schedules, ADMIN_OPERATIONS_API.maintenance] },
  );
  const chosen = companies.includes(origin) ? origin : companies[0]!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const problems: Partial<Record<Field, string>> = {};
    if (!startDate) problems.startDate = t('operations.schedules.errorDate');
    if (!endDate) problems.endDate = t('operations.schedules.errorDate');
    const startsAt = startDate ? helsinkiInstant(startDate, startTime) : null;
    const endsAt = endDate ? helsinkiInstant(endDate, endTime) : null;
    if (startDate && !startsAt) problems.startTime = t('operations.schedules.errorTime');
    if (endDate && !endsAt) problems.endTime = t('operations.schedules.errorTime');
    if (startsAt && endsAt && endsAt <= startsAt) problems.endTime = t('operations.schedules.errorOrder');
    if (!errors.show(problems) || !startsAt || !endsAt) return;
    const schedule = await create.run({ origin: chosen, startsAt, endsAt, message });
    if (schedule) {
      setCreated(schedule);
      setMessage('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary problems={errors.problems} />
      {companies.length > 1 && (
        <FormField label={t('operations.schedules.company')}>
          {(control) => (
            <select {...control} value={chosen} onChange={(event) => setOrigin(event.target.value as CompanyCode)}>
              {companies.map((company) => (
                <option key={company} value={company}>
                  {company}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <DatePicker
        id={errors.fieldId('startDate')}
        label={t('operations.schedules.startDate')}
        value={startDate}
        onChange={setStartDate}
        error={errors.errors.startDate}
      />
      <TextField
        id={errors.fieldId('startTime')}
        label={t('operations.schedules.startTime')}
        hint={t('operations.schedules.timeHint')}
        value={startTime}
        onValue={setStartTime}
        error={errors.errors.startTime}
        inputMode="numeric"
      />
      <DatePicker
        id={errors.fieldId('endDate')}
        label={t('operations.schedules.endDate')}
        value={endDate}
        onChange={setEndDate}
        error={errors.errors.endDate}
      />
      <TextField
        id={errors.fieldId('endTime')}
        label={t('operations.schedules.endTime')}
        hint={t('operations.schedules.timeHint')}
        value={endTime}
        onValue={setEndTime}
        error={errors.errors.endTime}
        inputMode="numeric"
      />
      <TextField
        label={t('operations.maintenance.message')}
        hint={t('operations.maintenance.messageHint')}
        value={message}
        onValue={setMessage}
        maxLength={MAINTENANCE_MESSAGE_MAX}
      />
      <ButtonRow>
        <PrimaryButton type="submit" disabled={create.running}>
          {t('operations.schedules.create')}
        </PrimaryButton>
      </ButtonRow>
      <div role="status">
        {created && t('operations.schedules.created', { starts: formatDateTime(created.startsAt), ends: formatDateTime(created.endsAt) })}
      </div>
    </form>
  );
}
