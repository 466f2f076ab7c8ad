import { CheckboxField, ErrorState, LoadingSkeleton, TextField, type FieldProblem } from '@portal/ui';
import { useApi, useApiMutation, useTranslation } from '@portal/core';
import { useEffect, useId, useState } from 'react';
import { ALERTS_API, energyPriceAlertSchema, type EnergyPriceAlert } from '../../contract';
import { decimalText, parseDecimal } from '../model/decimalText';
import { priceLimitProblems } from '../model/priceLimitInput';
import { AlertForm } from './AlertForm';

/**
 * The person's price limit (requirements §3 energyPriceAlert): tomorrow's spot price with VAT above or below
 * a number of c/kWh. Checked here with the server's rules, so a typo is named next to its field
 * before anything is sent; the server checks again.
 */
export function PriceLimitForm({ userId }: { readonly userId: string }) {
  const { t } = useTranslation('alerts');
  const url = ALERTS_API.energyPrice(userId);
  const alert = useApi(url, energyPriceAlertSchema);
  const id = useId();
  const [active, setActive] = useState(false);
  const [top, setTop] = useState('');
  const [bottom, setBottom] = useState('');
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useApiMutation((api, body: unknown) => api.put<EnergyPriceAlert>(url, body, { schema: energyPriceAlertSchema }), {
    invalidates: [url],
  });

  useEffect(() => {
    if (!alert.data) return;
    setActive(alert.data.active);
    setTop(decimalText(alert.data.thresholdValue));
    setBottom(decimalText(alert.data.bottomThresholdValue));
  }, [alert.data]);

  if (alert.error) return <ErrorState onRetry={() => void alert.mutate()}>{t('price.error')}</ErrorState>;
  if (!alert.data) return <LoadingSkeleton lines={3} label={t('price.loading')} />;

  const topId = `${id}-top`;
  const bottomId = `${id}-bottom`;
  const submit = async () => {
    setSaved(false);
    const checked = priceLimitProblems(active, parseDecimal(top), parseDecimal(bottom));
    const found = checked.problems.map((problem) => ({ fieldId: problem.field === 'top' ? topId : bottomId, message: t(`form.${problem.error}`) }));
    setProblems(found);
    if (!checked.body) {
      document.getElementById(found[0]!.fieldId)?.focus();
      return;
    }
    const result = await save.run(checked.body);
    if (result) setSaved(true);
  };
  const errorOf = (fieldId: string) => problems.find((problem) => problem.fieldId === fieldId)?.message ?? null;

  return (
    <AlertForm label={t('price.limitTitle')} intro={t('price.limitIntro')} problems={problems} saving={save.running} saved={saved} onSubmit={submit}>
      <CheckboxField label={t('price.limitActive')} checked={active} onChange={(event) => setActive(event.target.checked)} />
      <TextField id={topId} label={t('price.top')} hint={t('price.hint')} value={top} onValue={setTop} error={errorOf(topId)} inputMode="decimal" />
      <TextField
        id={bottomId}
        label={t('price.bottom')}
        hint={t('price.hint')}
        value={bottom}
        onValue={setBottom}
        error={errorOf(bottomId)}
        inputMode="decimal"
      />
    </AlertForm>
  );
}
