import {
  ButtonRow,
  CheckboxField,
  ErrorState,
  LoadingSkeleton,
  PrimaryButton,
  Stack,
  TextField,
  useApi,
  useApiMutation,
  useTranslation,
  type FieldProblem,
  ErrorSummary,
} from '@portal/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ALERTS_API, consumptionAlertSchema, type ConsumptionAlert } from '../../contract';
import { decimalText, parseDecimal } from '../model/decimalText';
import { SavedNote } from './SavedNote';

/** The consumption alert of one electricity place: top and bottom kWh per day. */
export function ConsumptionAlertForm({ userId, locationIdentifier, readOnly }: { readonly userId: string; readonly locationIdentifier: string; readonly readOnly: boolean }) {
  const { t } = useTranslation('alerts');
  const url = ALERTS_API.consumption(userId, locationIdentifier);
  const alert = useApi(url, consumptionAlertSchema);
  const id = useId();
  const [active, setActive] = useState(false);
  const [top, setTop] = useState('');
  const [bottom, setBottom] = useState('');
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useApiMutation((api, body: unknown) => api.put<ConsumptionAlert>(url, body, { schema: consumptionAlertSchema }), { invalidates: [url, ALERTS_API.places(userId)] });

  useEffect(() => {
    if (!alert.data) return;
    setActive(alert.data.active);
    setTop(decimalText(alert.data.topThreshold));
    setBottom(decimalText(alert.data.bottomThreshold));
  }, [alert.data]);

  if (alert.error) return <ErrorState onRetry={() => void alert.mutate()}>{t('place.error')}</ErrorState>;
  if (!alert.data) return <LoadingSkeleton lines={3} label={t('place.loading')} />;

  const topId = `${id}-top`;
  const bottomId = `${id}-bottom`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found: FieldProblem[] = [];
    const topValue = parseDecimal(top);
    const bottomValue = parseDecimal(bottom);
    if ('error' in topValue) found.push({ fieldId: topId, message: t(`form.${topValue.error}`) });
    else if ((topValue.value ?? 0) < 0) found.push({ fieldId: topId, message: t('form.negative') });
    if ('error' in bottomValue) found.push({ fieldId: bottomId, message: t(`form.${bottomValue.error}`) });
    else if ((bottomValue.value ?? 0) < 0) found.push({ fieldId: bottomId, message: t('form.negative') });
    if (found.length === 0 && 'value' in topValue && 'value' in bottomValue) {
      if (active && topValue.value === null && bottomValue.value === null) found.push({ fieldId: topId, message: t('form.needThreshold') });
      else if (topValue.value !== null && bottomValue.value !== null && bottomValue.value >= topValue.value) {
        found.push({ fieldId: bottomId, message: t('form.bottomBelowTop') });
      }
    }
    setProblems(found);
    if (found.length > 0 || !('value' in topValue) || !('value' in bottomValue)) {
      document.getElementById(found[0]!.fieldId)?.focus();
      return;
    }
    const result = await save.run({ active, topThreshold: topValue.value, bottomThreshold: bottomValue.value });
    if (result) setSaved(true);
  };
  const errorOf = (fieldId: string) => problems.find((problem) => problem.fieldId === fieldId)?.message ?? null;

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('kind.consumption')} noValidate>
      <Stack $gap="0.75rem">
        <p>{t('consumption.intro')}</p>
        {problems.length > 1 && <ErrorSummary title={t('form.errorTitle')} problems={problems} />}
        <CheckboxField label={t('form.active')} checked={active} disabled={readOnly} onChange={(event) => setActive(event.target.checked)} />
        <TextField id={topId} label={t('consumption.top')} hint={t('consumption.hint')} value={top} onValue={setTop} error={errorOf(topId)} inputMode="decimal" disabled={readOnly} />
        <TextField id={bottomId} label={t('consumption.bottom')} hint={t('consumption.hint')} value={bottom} onValue={setBottom} error={errorOf(bottomId)} inputMode="decimal" disabled={readOnly} />
        {!readOnly && (
          <ButtonRow>
            <PrimaryButton type="submit" disabled={save.running}>{save.running ? t('form.saving') : t('form.save')}</PrimaryButton>
          </ButtonRow>
        )}
        <SavedNote shown={saved} text={t('form.saved')} />
      </Stack>
    </form>
  );
}
