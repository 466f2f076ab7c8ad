import { ButtonRow, PrimaryButton, SecondaryButton, Stack, StatusMessage, TextField } from '@portal/ui';
import { useApiMutation, useTranslation } from '@portal/core';
import { useState, type FormEvent } from 'react';
import { adminRequestSchema, type AdminRequest, type RequestStatusBody } from '../../contract/admin';
import { SERVICE_API } from '../../contract/paths';
import { REQUEST_STATUSES, type RequestStatus } from '../../contract/serviceRequest';
import { SelectField } from './fields';

/** Sets one request's status and the note the customer sees with it. */
export function StatusChangeForm({ request, onDone }: { readonly request: AdminRequest; readonly onDone: () => void }) {
  const { t } = useTranslation('service-requests');
  const [status, setStatus] = useState<RequestStatus>(request.status);
  const [note, setNote] = useState(request.statusNote ?? '');
  const save = useApiMutation(
    (api, body: RequestStatusBody) => api.put(SERVICE_API.adminRequestStatus(request.reference), body, { schema: adminRequestSchema }),
    { invalidates: [SERVICE_API.adminRequests], showErrorModal: false },
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save.run({ status, note: note.trim() || null })) onDone();
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('admin.changeFor', { reference: request.reference })}>
      <Stack>
        <SelectField
          id={`status-${request.reference}`}
          label={t('list.status')}
          value={status}
          options={REQUEST_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onValue={setStatus}
        />
        <TextField label={t('admin.note')} hint={t('admin.noteHint')} value={note} maxLength={1000} onValue={setNote} />
        {save.error && <StatusMessage tone="error">{t('errors.failed')}</StatusMessage>}
        <ButtonRow>
          <PrimaryButton type="submit" disabled={save.running}>
            {t('admin.save')}
          </PrimaryButton>
          <SecondaryButton type="button" onClick={onDone}>
            {t('admin.cancel')}
          </SecondaryButton>
        </ButtonRow>
      </Stack>
    </form>
  );
}
