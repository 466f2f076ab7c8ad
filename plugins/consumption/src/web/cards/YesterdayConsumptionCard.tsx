import { StatusMessage, useFeature, useFormatters, useTranslation, type LocationCardProps } from '@portal/core';
import { Link, generatePath } from 'react-router-dom';
import { BigFigure, Card, MutedText } from '../components/Card';
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
    <Card title={t('cards.yesterdayTitle')} headingId={`consumption-yesterday-${locationIdentifier}`}>
      {summary.error ? (
        <StatusMessage tone="error">{t('common.error')}</StatusMessage>
      ) : !data ? (
        <StatusMessage>{t('common.loading')}</StatusMessage>
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
      <Link to={generatePath(electricityConsumptionRoute.defaultPath, { locationIdentifier })}>{t('cards.openConsumption')}</Link>
    </Card>
  );
}
