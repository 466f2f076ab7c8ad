import { Card, EnergyValue, useFeature, useFormatters, useTranslation } from '@portal/core';
import { generatePath } from 'react-router-dom';
import { ChangeText } from '../components/ChangeText';
import { useElectricitySummary } from '../hooks/consumptionReads';
import { usePlaceVatMode } from '../hooks/usePlaceVatMode';
import { formatLocalDate } from '../model/localDate';
import { electricityConsumptionRoute } from '../routes';
import { GlanceError, GlanceLoading } from './GlanceStates';
import { useFrontPagePlace } from './useFrontPagePlace';

/** Front page: the first electricity place's latest metered day, its cost and the change from the day before. */
export default function FrontPageYesterdayCard() {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  const eurosOn = useFeature('consumptionInEuros');
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
      {data.yesterdayConsumption === null || data.measurementDate === null ? (
        <p>{t('cards.noData')}</p>
      ) : (
        <>
          <EnergyValue value={data.yesterdayConsumption} unit="kWh" emphasis />
          <p>{t('cards.yesterdayDate', { date: formatLocalDate(data.measurementDate) })}</p>
          {eurosOn && data.yesterdayCost !== null && <p>{t('cards.yesterdayCost', { value: format.money(data.yesterdayCost) })}</p>}
          <p>
            {t('cards.dayChange', { value: '' })}
            <ChangeText delta={data.previousDayDelta} type={data.previousDayType} />
          </p>
        </>
      )}
    </Card>
  );
}
