import { CheckboxField, ErrorState, FieldGroup, LoadingSkeleton, MutedText, Stack, TextField, type FieldProblem } from '@portal/ui';
import { useApi, useApiMutation, useFeature, useTranslation } from '@portal/core';
import { useEffect, useId, useState } from 'react';
import { ALERTS_API, districtHeatingAlertSchema, optionalEmailSchema, optionalPhoneSchema, type DistrictHeatingAlert } from '../../contract';
import { readWindow, windowTextOf } from '../model/windowInput';
import { AlertForm } from './AlertForm';
import { WindowFields, type WindowText } from './WindowFields';

interface DhState {
  readonly returnActive: boolean;
  readonly days: string;
  readonly disruptionActive: boolean;
  readonly emailNotifications: boolean;
  readonly smsNotifications: boolean;
  readonly email: string;
  readonly mobileNumber: string;
  readonly window: WindowText;
}

const stateOf = (alert: DistrictHeatingAlert): DhState => ({
  returnActive: alert.returnTemperature.active,
  days: String(alert.returnTemperature.days),
  disruptionActive: alert.disruption.active,
  emailNotifications: alert.disruption.emailNotifications,
  smsNotifications: alert.disruption.smsNotifications,
  email: alert.disruption.email ?? '',
  mobileNumber: alert.disruption.mobileNumber ?? '',
  window: windowTextOf(alert.disruption),
});

/** The district heating alerts of one place: return temperature, and cuts by e-mail and SMS. */
export function DistrictHeatingAlertForm({
  userId,
  locationIdentifier,
  readOnly,
}: {
  readonly userId: string;
  readonly locationIdentifier: string;
  readonly readOnly: boolean;
}) {
  const { t } = useTranslation('alerts');
  const url = ALERTS_API.districtHeating(userId, locationIdentifier);
  const alert = useApi(url, districtHeatingAlertSchema);
  const disruptionOn = useFeature('disruptionAlert');
  const id = useId();
  const [state, setState] = useState<DhState | null>(null);
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useApiMutation((api, body: unknown) => api.put<DistrictHeatingAlert>(url, body, { schema: districtHeatingAlertSchema }), {
    invalidates: [url, ALERTS_API.places(userId)],
  });

  useEffect(() => {
    if (alert.data) setState(stateOf(alert.data));
  }, [alert.data]);

  if (alert.error) return <ErrorState onRetry={() => void alert.mutate()}>{t('place.error')}</ErrorState>;
  if (!alert.data || !state) return <LoadingSkeleton lines={4} label={t('place.loading')} />;

  const ids = { days: `${id}-days`, email: `${id}-email`, phone: `${id}-phone`, window: `${id}-window` };
  const set = (change: Partial<DhState>) => setState({ ...state, ...change });
  const submit = async () => {
    setSaved(false);
    const found: FieldProblem[] = [];
    const days = Number(state.days.trim());
    if (!/^\d{1,2}$/.test(state.days.trim()) || days < 1 || days > 14) found.push({ fieldId: ids.days, message: t('form.badDays') });
    if (!optionalEmailSchema.safeParse(state.email).success) found.push({ fieldId: ids.email, message: t('form.badEmail') });
    if (!optionalPhoneSchema.safeParse(state.mobileNumber).success) found.push({ fieldId: ids.phone, message: t('form.badPhone') });
    const window = readWindow(state.window);
    if ('errors' in window)
      for (const [edge, key] of Object.entries(window.errors)) found.push({ fieldId: `${ids.window}-${edge}`, message: t(key) });
    setProblems(found);
    if (found.length > 0 || 'errors' in window) {
      document.getElementById(found[0]!.fieldId)?.focus();
      return;
    }
    const result = await save.run({
      returnTemperature: { active: state.returnActive, days },
      disruption: {
        active: state.disruptionActive,
        emailNotifications: state.emailNotifications,
        smsNotifications: state.smsNotifications,
        email: state.email.trim() || null,
        mobileNumber: state.mobileNumber.trim() || null,
        ...window.fields,
      },
    });
    if (result) setSaved(true);
  };
  const errorOf = (fieldId: string) => problems.find((problem) => problem.fieldId === fieldId)?.message;

  return (
    <AlertForm label={t('districtHeating.returnTitle')} problems={problems} readOnly={readOnly} saving={save.running} saved={saved} onSubmit={submit}>
      <FieldGroup disabled={readOnly}>
        <legend>{t('districtHeating.returnTitle')}</legend>
        <Stack $gap="0.5rem">
          <p>{t('districtHeating.returnIntro', { limit: alert.data.returnTemperature.passableLimitCelsius })}</p>
          <CheckboxField
            label={t('districtHeating.returnActive')}
            checked={state.returnActive}
            onChange={(event) => set({ returnActive: event.target.checked })}
          />
          <TextField
            id={ids.days}
            label={t('districtHeating.days')}
            inputMode="numeric"
            value={state.days}
            onValue={(days) => set({ days })}
            error={errorOf(ids.days) ?? null}
          />
        </Stack>
      </FieldGroup>
      {disruptionOn && (
        <FieldGroup disabled={readOnly}>
          <legend>{t('districtHeating.disruptionTitle')}</legend>
          <Stack $gap="0.5rem">
            <CheckboxField
              label={t('districtHeating.disruptionActive')}
              checked={state.disruptionActive}
              onChange={(event) => set({ disruptionActive: event.target.checked })}
            />
            <CheckboxField
              label={t('districtHeating.emailNotifications')}
              checked={state.emailNotifications}
              onChange={(event) => set({ emailNotifications: event.target.checked })}
            />
            <TextField
              id={ids.email}
              label={t('districtHeating.email')}
              hint={t('disruption.emailHint')}
              type="email"
              autoComplete="email"
              value={state.email}
              onValue={(email) => set({ email })}
              error={errorOf(ids.email) ?? null}
            />
            <CheckboxField
              label={t('districtHeating.smsNotifications')}
              checked={state.smsNotifications}
              onChange={(event) => set({ smsNotifications: event.target.checked })}
            />
            <TextField
              id={ids.phone}
              label={t('districtHeating.mobileNumber')}
              type="tel"
              autoComplete="tel"
              value={state.mobileNumber}
              onValue={(mobileNumber) => set({ mobileNumber })}
              error={errorOf(ids.phone) ?? null}
            />
            <WindowFields
              idPrefix={ids.window}
              value={state.window}
              onChange={(window) => set({ window })}
              errors={{ start: errorOf(`${ids.window}-start`), end: errorOf(`${ids.window}-end`) }}
            />
            <MutedText>{t('form.windowHint')}</MutedText>
          </Stack>
        </FieldGroup>
      )}
    </AlertForm>
  );
}
