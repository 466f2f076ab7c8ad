import { ButtonRow, CheckboxField, PrimaryButton, SecondaryButton, Stack, TextField, SegmentedChoice } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import { useId, useState, type FormEvent } from 'react';
import type { BudgetUnit, SetConsumptionBudgetBodyInput } from '../../../contract';
import { BUDGET_MAX, parseBudgetAmount } from '../../model/parseBudgetAmount';

/**
 * Sets the monthly budget. The field is labelled, its hint and error are tied to it (aria-describedby),
 * the error is announced, and focus returns to the field when the input is rejected.
 */
export function BudgetForm({
  initial,
  units,
  saving,
  onSave,
  onCancel,
}: {
  readonly initial: { readonly budget: number | null; readonly unit: BudgetUnit; readonly active: boolean };
  readonly units: readonly BudgetUnit[];
  readonly saving: boolean;
  readonly onSave: (body: SetConsumptionBudgetBodyInput) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  const id = useId();
  const [text, setText] = useState(initial.budget === null ? '' : format.number(initial.budget).replace(/\u00a0/g, ' '));
  const [unit, setUnit] = useState<BudgetUnit>(units.includes(initial.unit) ? initial.unit : 'kWh');
  const [active, setActive] = useState(initial.budget === null ? true : initial.active);
  const [error, setError] = useState<string | null>(null);
  const fieldId = `${id}-amount`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBudgetAmount(text);
    if ('error' in parsed) {
      setError(t(`budget.${parsed.error}`, { max: format.number(BUDGET_MAX, 0) }));
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(null);
    onSave({ budget: parsed.amount, unit, active });
  };

  return (
    <form onSubmit={submit} aria-label={t('budget.formLabel')} noValidate>
      <Stack $gap="0.75rem">
        {units.length > 1 && (
          <SegmentedChoice
            label={t('budget.unitLabel')}
            choices={units.map((u) => ({ value: u, label: t(`unit.${u}`) }))}
            value={unit}
            onChange={setUnit}
          />
        )}
        <TextField
          id={fieldId}
          label={t('budget.amount', { unit: unit === 'EUR' ? t('common.eur') : t('common.kwh') })}
          hint={t('budget.amountHint')}
          error={error}
          announceError
          inputMode="decimal"
          value={text}
          onValue={setText}
        />
        <CheckboxField label={t('budget.active')} checked={active} onChange={(event) => setActive(event.target.checked)} />
        <ButtonRow>
          <PrimaryButton type="submit" disabled={saving}>
            {saving ? t('budget.saving') : t('budget.save')}
          </PrimaryButton>
          <SecondaryButton type="button" onClick={onCancel}>
            {t('budget.cancel')}
          </SecondaryButton>
        </ButtonRow>
      </Stack>
    </form>
  );
}
