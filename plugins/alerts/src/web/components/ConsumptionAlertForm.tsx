import { CheckboxField, ErrorState, LoadingSkeleton, TextField, type FieldProblem } from '@portal/ui';
import { useApi, useApiMutation, useTranslation } from '@portal/core';
import { useEffect, useId, useState } from 'react';
import { ALERTS_API, consumptionAlertSchema, type ConsumptionAlert } from '../../contract';
import { decimalText, parseDecimal } from '../model/decimalText';
import { AlertForm } from './AlertForm';

/** The consumption alert of one electricity place: top and bottom kWh per day. */
export function ConsumptionAlertForm({
  userId,
  locationIdentifier,
  readOnly,
}: {
  readonly userId: string;
  readonly locationIdentifier: string;
  readonly readOnly: boolean;
}) {
  const { t } = useTranslation('alerts');
  const url = ALERTS_API.consumption(userId, locationIdentifier);
  const alert = useApi(url, consumptionAlertSchema);
  const id = useId();
  const [active, setActive] = useState(false);
  const [top, setTop] = useState('');
  const [bottom, setBottom] = useState('');
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useApiMutation((api, body: unknown) => api.put<ConsumptionAlert>(url, body, { schema: consumptionAlertSchema }), {
    invalidates: [url, ALERTS_API.places(userId)],
  });

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
  const submit = async () => {
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
    <AlertForm
      label={t('kind.consumption')}
      intro={t('consumption.intro')}
      problems={problems}
      readOnly={readOnly}
      saving={save.running}
      saved={saved}
      onSubmit={submit}
    >
      <CheckboxField label={t('form.active')} checked={active} disabled={readOnly} onChange={(event) => setActive(event.target.checked)} />
      <TextField
        id={topId}
        label={t('consumption.top')}
        hint={t('consumption.hint')}
        value={top}
        onValue={setTop}
        error={errorOf(topId)}
        inputMode="decimal"
        disabled={readOnly}
      />
      <TextField
        id={bottomId}
        label={t('consumption.bottom')}
        hint={t('consumption.hint')}
        value={bottom}
        onValue={setBottom}
        error={errorOf(bottomId)}
        inputMode="decimal"
        disabled={readOnly}
      />
    </AlertForm>
  );
}
