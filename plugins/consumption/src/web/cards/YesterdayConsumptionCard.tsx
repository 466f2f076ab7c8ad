import { Card, ErrorState, LoadingSkeleton } from '@portal/ui';
import { type LocationCardProps, useTranslation } from '@portal/core';
import { generatePath } from 'react-router-dom';
import { YesterdayFacts } from '../components/YesterdayFacts';
import { useElectricitySummary } from '../hooks/consumptionReads';
import { usePlaceContext } from '../hooks/usePlaceContext';
import { electricityConsumptionRoute } from '../routes';

/**
 * Location card: the latest metered day's consumption ("yesterday", requirements §3 energyConsumption) and,
 * with flag consumptionInEuros, its cost. Shown only where the place's `consumption` feature is on.
 */
export default function YesterdayConsumptionCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('consumption');
  const { userId, place, vat } = usePlaceContext(locationIdentifier);
  const enabled = place.feature('consumption').enabled;
  const summary = useElectricitySummary(userId, locationIdentifier, vat, enabled);
  if (!enabled) return null;
  return (
    <Card
      title={t('cards.yesterdayTitle')}
      headingLevel={3}
      link={{ to: generatePath(electricityConsumptionRoute.defaultPath, { locationIdentifier }), label: t('cards.openConsumption') }}
    >
      {summary.error ? (
        <ErrorState onRetry={() => void summary.mutate()}>{t('common.error')}</ErrorState>
      ) : !summary.data ? (
        <LoadingSkeleton lines={3} label={t('common.loading')} />
      ) : (
        <YesterdayFacts summary={summary.data} />
      )}
    </Card>
  );
}
