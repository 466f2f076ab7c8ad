import { CheckboxField, ErrorState, FieldGroup, LoadingSkeleton, MutedText, Stack, TextField, type FieldProblem } from '@portal/ui';
import { useApi, useApiMutation, useTranslation } from '@portal/core';
import { useEffect, useId, useState } from 'react';
import { ALERTS_API, disruptionAlertSchema, optionalEmailSchema, optionalPhoneSchema, type DisruptionAlert } from '../../contract';
import { readWindow, windowTextOf } from '../model/windowInput';
import { AlertForm } from './AlertForm';
import { WindowFields, type WindowText } from './WindowFields';

interface ChannelState {
  readonly active: boolean;
  readonly address: string;
  readonly window: WindowText;
}

const channelOf = (settings: DisruptionAlert['emailSettings']): ChannelState => ({
  active: settings.active,
  address: settings.address ?? '',
  window: windowTextOf(settings),
});

/** The electricity disruption alert of one place: e-mail and SMS, each with its own address and window. */
export function DisruptionAlertForm({
  userId,
  locationIdentifier,
  readOnly,
}: {
  readonly userId: string;
  readonly locationIdentifier: string;
  readonly readOnly: boolean;
}) {
  const { t } = useTranslation('alerts');
  const url = ALERTS_API.disruptionElectricity(userId, locationIdentifier);
  const alert = useApi(url, disruptionAlertSchema);
  const id = useId();
  const [active, setActive] = useState(false);
  const [email, setEmail] = useState<ChannelState | null>(null);
  const [phone, setPhone] = useState<ChannelState | null>(null);
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useApiMutation((api, body: unknown) => api.put<DisruptionAlert>(url, body, { schema: disruptionAlertSchema }), {
    invalidates: [url, ALERTS_API.places(userId)],
  });

  useEffect(() => {
    if (!alert.data) return;
    setActive(alert.data.active);
    setEmail(channelOf(alert.data.emailSettings));
    setPhone(channelOf(alert.data.phoneSettings));
  }, [alert.data]);

  if (alert.error) return <ErrorState onRetry={() => void alert.mutate()}>{t('place.error')}</ErrorState>;
  if (!alert.data || !email || !phone) return <LoadingSkeleton lines={4} label={t('place.loading')} />;

  const ids = { email: `${id}-email`, emailWindow: `${id}-email-window`, phone: `${id}-phone`, phoneWindow: `${id}-phone-window` };
  const submit = async () => {
    setSaved(false);
    const found: FieldProblem[] = [];
    if (!optionalEmailSchema.safeParse(email.address).success) found.push({ fieldId: ids.email, message: t('form.badEmail') });
    const emailWindow = readWindow(email.window);
    if ('errors' in emailWindow) {
      for (const [edge, key] of Object.entries(emailWindow.errors)) found.push({ fieldId: `${ids.emailWindow}-${edge}`, message: t(key) });
    }
    if (!optionalPhoneSchema.safeParse(phone.address).success) found.push({ fieldId: ids.phone, message: t('form.badPhone') });
    const phoneWindow = readWindow(phone.window);
    if ('errors' in phoneWindow) {
      for (const [edge, key] of Object.entries(phoneWindow.errors)) found.push({ fieldId: `${ids.phoneWindow}-${edge}`, message: t(key) });
    }
    setProblems(found);
    if (found.length > 0 || 'errors' in emailWindow || 'errors' in phoneWindow) {
      document.getElementById(found[0]!.fieldId)?.focus();
      return;
    }
    const result = await save.run({
      active,
      emailSettings: { active: email.active, address: email.address.trim() || null, ...emailWindow.fields },
      phoneSettings: { active: phone.active, address: phone.address.trim() || null, ...phoneWindow.fields },
    });
    if (result) setSaved(true);
  };
  const errorOf = (fieldId: string) => problems.find((problem) => problem.fieldId === fieldId)?.message;

  return (
    <AlertForm
      label={t('kind.disruptionElectricity')}
      intro={t('disruption.intro')}
      problems={problems}
      readOnly={readOnly}
      saving={save.running}
      saved={saved}
      onSubmit={submit}
    >
      <CheckboxField label={t('form.active')} checked={active} disabled={readOnly} onChange={(event) => setActive(event.target.checked)} />
      <FieldGroup disabled={readOnly}>
        <legend>{t('disruption.email')}</legend>
        <Stack $gap="0.5rem">
          <CheckboxField
            label={t('disruption.emailActive')}
            checked={email.active}
            onChange={(event) => setEmail({ ...email, active: event.target.checked })}
          />
          <TextField
            id={ids.email}
            label={t('disruption.emailAddress')}
            hint={t('disruption.emailHint')}
            type="email"
            autoComplete="email"
            value={email.address}
            onValue={(address) => setEmail({ ...email, address })}
            error={errorOf(ids.email) ?? null}
          />
          <WindowFields
            idPrefix={ids.emailWindow}
            value={email.window}
            onChange={(window) => setEmail({ ...email, window })}
            errors={{ start: errorOf(`${ids.emailWindow}-start`), end: errorOf(`${ids.emailWindow}-end`) }}
          />
        </Stack>
      </FieldGroup>
      <FieldGroup disabled={readOnly}>
        <legend>{t('disruption.phone')}</legend>
        <Stack $gap="0.5rem">
          <CheckboxField
            label={t('disruption.phoneActive')}
            checked={phone.active}
            onChange={(event) => setPhone({ ...phone, active: event.target.checked })}
          />
          <TextField
            id={ids.phone}
            label={t('disruption.phoneAddress')}
            type="tel"
            autoComplete="tel"
            value={phone.address}
            onValue={(address) => setPhone({ ...phone, address })}
            error={errorOf(ids.phone) ?? null}
          />
          <WindowFields
            idPrefix={ids.phoneWindow}
            value={phone.window}
            onChange={(window) => setPhone({ ...phone, window })}
            errors={{ start: errorOf(`${ids.phoneWindow}-start`), end: errorOf(`${ids.phoneWindow}-end`) }}
          />
        </Stack>
      </FieldGroup>
      <MutedText>{t('form.windowHint')}</MutedText>
    </AlertForm>
  );
}
