import { MutedText } from '@portal/ui';
import { useFormatters, useTranslation } from '@portal/core';
import styled from 'styled-components';
import type { BudgetResponse } from '../../../contract';

const Bar = styled.progress`
  width: 100%;
  height: 1rem;
`;

/**
 * Month to date and the month's forecast against the budget, each as a labelled progress bar with the
 * figures in text (a bar alone says nothing to a screen reader beyond a percentage).
 */
export function BudgetProgress({ budget }: { readonly budget: BudgetResponse }) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  if (budget.budget === null) return <MutedText>{t('budget.none')}</MutedText>;
  const amount = (v: number) => (budget.unit === 'EUR' ? format.money(v) : `${format.number(v)} ${t('common.kwh')}`);
  const used = budget.consumptionForMonth ?? 0;
  const forecast = budget.forecastForMonth;
  return (
    <div>
      {!budget.active && <MutedText>{t('budget.inactive')}</MutedText>}
      <label>
        {t('budget.monthToDate', { value: t('budget.ofBudget', { used: amount(used), budget: amount(budget.budget) }) })}
        <Bar max={budget.budget} value={Math.min(used, budget.budget)} />
      </label>
      {forecast !== null && (
        <label>
          {t('budget.forecast', { value: t('budget.ofBudget', { used: amount(forecast), budget: amount(budget.budget) }) })}
          <Bar max={budget.budget} value={Math.min(forecast, budget.budget)} />
        </label>
      )}
      {forecast !== null && (
        <p>{forecast > budget.budget ? t('budget.forecastOver', { value: amount(forecast - budget.budget) }) : t('budget.forecastUnder')}</p>
      )}
      {!budget.complete && <MutedText role="note">{t('budget.incomplete')}</MutedText>}
    </div>
  );
}
