import { useState } from 'react';
import { ButtonRow, Card, ConfirmDialog, MutedText, PrimaryButton, StatusBadge, TextField } from '@portal/ui';
import { formatDateTime, useApiMutation, useTranslation } from '@portal/core';
import { ADMIN_OPERATIONS_API, MAINTENANCE_MESSAGE_MAX, type MaintenanceOrigin } from '../../contract/operations';

/** One company's switch: its state, the note to customers, and on/off behind a confirm. */
export function MaintenanceOriginCard({ state }: { state: MaintenanceOrigin }) {
  const { t } = useTranslation('admin');
  const [message, setMessage] = useState(state.message ?? '');
  const [confirming, setConfirming] = useState(false);
  const next = !state.active;
  const toggle = useApiMutation(
    (api, body: { active: boolean; message: string }) => api.put(ADMIN_OPERATIONS_API.maintenanceOrigin(state.origin), body),
    { invalidates: [ADMIN_OPERATIONS_API.maintenance, ADMIN_OPERATIONS_API.schedules] },
  );
  const confirm = async () => {
    await toggle.run({ active: next, message });
    setConfirming(false);
  };
  const company = state.origin;
  return (
    <Card
      title={company}
      headingLevel={2}
      aside={
        <StatusBadge tone={state.active ? 'warning' : 'success'}>
          {state.active ? t('operations.maintenance.stateOn') : t('operations.maintenance.stateOff')}
        </StatusBadge>
      }
    >
      {state.active && state.since && <p>{t('operations.maintenance.since', { time: formatDateTime(state.since) })}</p>}
      {state.active && state.scheduleId && <MutedText>{t('operations.maintenance.bySchedule')}</MutedText>}
      <TextField
        label={t('operations.maintenance.message')}
        hint={t('operations.maintenance.messageHint')}
        value={message}
        onValue={setMessage}
        maxLength={MAINTENANCE_MESSAGE_MAX}
      />
      <ButtonRow>
        <PrimaryButton type="button" onClick={() => setConfirming(true)}>
          {next ? t('operations.maintenance.switchOn') : t('operations.maintenance.switchOff')}
        </PrimaryButton>
      </ButtonRow>
      {confirming && (
        <ConfirmDialog
          title={next ? t('operations.maintenance.confirmOnTitle', { company }) : t('operations.maintenance.confirmOffTitle', { company })}
          confirmLabel={next ? t('operations.maintenance.switchOn') : t('operations.maintenance.switchOff')}
          cancelLabel={t('operations.cancel')}
          busy={toggle.running}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          {next ? t('operations.maintenance.confirmOnBody') : t('operations.maintenance.confirmOffBody')}
        </ConfirmDialog>
      )}
    </Card>
  );
}
