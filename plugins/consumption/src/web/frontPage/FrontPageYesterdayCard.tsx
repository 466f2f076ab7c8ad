import { Card } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { generatePath } from 'react-router-dom';
import { YesterdayFacts } from '../components/YesterdayFacts';
import { useElectricitySummary } from '../hooks/consumptionReads';
import { usePlaceVatMode } from '../hooks/usePlaceVatMode';
import { electricityConsumptionRoute } from '../routes';
import { GlanceError, GlanceLoading } from './GlanceStates';
import { useFrontPagePlace } from './useFrontPagePlace';

/** Front page: the first electricity place's latest metered day, its cost and the change from the day before. */
export default function FrontPageYesterdayCard() {
  const { t } = useTranslation('consumption');
  const { userId, places, place, error, retry } = useFrontPagePlace((p) => p.electricity);
  const locationIdentifier = place?.locationIdentifier ?? '';
  const vat = usePlaceVatMode(place ? userId : null, locationIdentifier);
  const summary = useElectricitySummary(userId, locationIdentifier, vat, Boolean(place));
  const title = t('frontPage.yesterdayTitle');

  if (error) return <GlanceError title={title} onRetry={retry} />;
  if (places && !place) return null;
  if (summary.error) return <GlanceError title={title} onRetry={() => void summary.mutate()} />;
  const data = summary.data;
  if (!place || !data) return <GlanceLoading title={title} />;
  return (
    <Card
      title={title}
      subtitle={place.name}
      link={{ to: generatePath(electricityConsumptionRoute.defaultPath, { locationIdentifier }), label: t('cards.openConsumption') }}
    >
      <YesterdayFacts summary={data} />
    </Card>
  );
}
