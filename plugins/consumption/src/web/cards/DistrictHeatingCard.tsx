import { StatusMessage, useTranslation, type LocationCardProps } from '@portal/core';
import { Link, generatePath } from 'react-router-dom';
import { Card, MutedText } from '../components/Card';
import { DistrictHeatingFacts } from '../components/districtHeating/DistrictHeatingFacts';
import { useDistrictHeatingSummary } from '../hooks/consumptionReads';
import { usePlaceContext } from '../hooks/usePlaceContext';
import { addDays, formatLocalDate } from '../model/localDate';
import { districtHeatingRoute } from '../routes';

/** Location card: the previous month's district heating (SPEC §3 districtHeatingConsumption). */
export default function DistrictHeatingCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('consumption');
  const { userId, place, vat } = usePlaceContext(locationIdentifier);
  const enabled = place.feature('districtHeatingConsumption').enabled;
  const summary = useDistrictHeatingSummary(userId, locationIdentifier, { mode: 'month', vat }, enabled);
  if (!enabled) return null;
  return (
    <Card title={t('districtHeating.cardTitle')} headingId={`consumption-dh-${locationIdentifier}`}>
      {summary.error ? (
        <StatusMessage tone="error">{t('common.error')}</StatusMessage>
      ) : !summary.data ? (
        <StatusMessage>{t('common.loading')}</StatusMessage>
      ) : (
        <>
          <MutedText>
            {t('districtHeating.period', {
              period: `${formatLocalDate(summary.data.period.start)}–${formatLocalDate(addDays(summary.data.period.end, -1))}`,
            })}
          </MutedText>
          <DistrictHeatingFacts summary={summary.data} />
        </>
      )}
      <Link to={generatePath(districtHeatingRoute.defaultPath, { locationIdentifier })}>{t('cards.openDistrictHeating')}</Link>
    </Card>
  );
}
