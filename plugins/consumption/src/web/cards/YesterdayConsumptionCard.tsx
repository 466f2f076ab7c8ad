import { BigFigure, Card, ErrorState, LoadingSkeleton, type LocationCardProps, MutedText, useFeature, useFormatters, useTranslation } from '@portal/core';
import { generatePath } from 'react-router-dom';
import { ChangeText } from '../components/ChangeText';
import { useElectricitySummary } from '../hooks/consumptionReads';
import { usePlaceContext } from '../hooks/usePlaceContext';
import { formatLocalDate } from '../model/localDate';
import { electricityConsumptionRoute } from '../routes';

/**
 * Location card: the latest metered day's consumption ("yesterday", SPEC §3 energyConsumption) and,
 * with flag consumptionInEuros, its cost. Shown only where the place's `consumption` feature is on.
 */
export default function YesterdayConsumptionCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  const eurosOn = useFeature('consumptionInEuros');
  const { userId, place, vat } = usePlaceContext(locationIdentifier);
  const enabled = place.feature('consumption').enabled;
  const summary = useElectricitySummary(userId, locationIdentifier, vat, enabled);
  if (!enabled) return null;
  const data = summary.data;
  return (
    <Card
      title={t('cards.yesterdayTitle')}
      headingLevel={3}
      link={{ to: generatePath(electricityConsumptionRoute.defaultPath, { locationIdentifier }), label: t('cards.openConsumption') }}
    >
      {summary.error ? (
        <ErrorState>{t('common.error')}</ErrorState>
      ) : !data ? (
        <LoadingSkeleton lines={3} label={t('common.loading')} />
      ) : data.yesterdayConsumption === null || data.measurementDate === null ? (
        <MutedText>{t('cards.noData')}</MutedText>
      ) : (
        <>
          <BigFigure>{`${format.number(data.yesterdayConsumption)} ${t('common.kwh')}`}</BigFigure>
          <MutedText>{t('cards.yesterdayDate', { date: formatLocalDate(data.measurementDate) })}</MutedText>
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
