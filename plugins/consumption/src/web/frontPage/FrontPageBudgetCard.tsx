import { Card } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { generatePath } from 'react-router-dom';
import { BudgetProgress } from '../components/budget/BudgetProgress';
import { useConsumptionBudget } from '../hooks/consumptionReads';
import { usePlaceVatMode } from '../hooks/usePlaceVatMode';
import { electricityConsumptionRoute } from '../routes';
import { GlanceError, GlanceLoading } from './GlanceStates';
import { useFrontPagePlace } from './useFrontPagePlace';

/** Front page (flag consumptionBudget): this month against the first budgeted place's monthly budget. */
export default function FrontPageBudgetCard() {
  const { t } = useTranslation('consumption');
  const { userId, places, place, error, retry } = useFrontPagePlace((p) => p.budget && p.electricity);
  const locationIdentifier = place?.locationIdentifier ?? '';
  const vat = usePlaceVatMode(place ? userId : null, locationIdentifier);
  const budget = useConsumptionBudget(userId, locationIdentifier, vat, Boolean(place));
  const title = t('budget.title');

  if (error) return <GlanceError title={title} onRetry={retry} />;
  if (places && !place) return null;
  if (budget.error) return <GlanceError title={title} onRetry={() => void budget.mutate()} />;
  if (!place || !budget.data) return <GlanceLoading title={title} />;
  return (
    <Card
      title={title}
      subtitle={place.name}
      link={{ to: generatePath(electricityConsumptionRoute.defaultPath, { locationIdentifier }), label: t('cards.openConsumption') }}
    >
      <BudgetProgress budget={budget.data} />
    </Card>
  );
}
