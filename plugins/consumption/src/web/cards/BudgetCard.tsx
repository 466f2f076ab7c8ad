import { Card, ErrorState, LoadingSkeleton, MutedText, SecondaryButton } from '@portal/ui';
import { type LocationCardProps, useFeature, useTranslation } from '@portal/core';
import { useState } from 'react';
import type { BudgetUnit } from '../../contract';
import { BudgetForm } from '../components/budget/BudgetForm';
import { BudgetProgress } from '../components/budget/BudgetProgress';
import { useConsumptionBudget } from '../hooks/consumptionReads';
import { usePlaceContext } from '../hooks/usePlaceContext';
import { useSetConsumptionBudget } from '../hooks/useSetConsumptionBudget';

/**
 * Location card (flag consumptionBudget, place feature consumptionBudget): this month against the
 * monthly budget and its forecast; the user may change the budget unless the feature is read-only.
 */
export default function BudgetCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('consumption');
  const eurosOn = useFeature('consumptionInEuros');
  const { userId, place, vat } = usePlaceContext(locationIdentifier);
  const feature = place.feature('consumptionBudget');
  const budget = useConsumptionBudget(userId, locationIdentifier, vat, feature.enabled);
  const save = useSetConsumptionBudget(userId, locationIdentifier);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!feature.enabled) return null;
  const units: readonly BudgetUnit[] = eurosOn ? ['kWh', 'EUR'] : ['kWh'];
  const data = budget.data;

  return (
    <Card title={t('budget.title')} headingLevel={3}>
      {budget.error ? (
        <ErrorState>{t('common.error')}</ErrorState>
      ) : !data ? (
        <LoadingSkeleton lines={3} label={t('common.loading')} />
      ) : editing && !feature.readOnly ? (
        <BudgetForm
          initial={{ budget: data.budget, unit: data.unit, active: data.active }}
          units={units}
          saving={save.running}
          onCancel={() => setEditing(false)}
          onSave={async (body) => {
            const result = await save.run(body);
            if (result === true) {
              setEditing(false);
              setSaved(true);
            }
          }}
        />
      ) : (
        <>
          <BudgetProgress budget={data} />
          {saved && <p role="status">{t('budget.saved')}</p>}
          {feature.readOnly ? (
            <MutedText>{t('budget.readOnly')}</MutedText>
          ) : (
            <SecondaryButton
              type="button"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('budget.edit')}
            </SecondaryButton>
          )}
        </>
      )}
    </Card>
  );
}
