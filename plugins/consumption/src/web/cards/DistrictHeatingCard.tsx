import { Card, ErrorState, LoadingSkeleton, MutedText, isoToFinnish } from '@portal/ui';
import { type LocationCardProps, useTranslation } from '@portal/core';
import { generatePath } from 'react-router-dom';
import { DistrictHeatingFacts } from '../components/districtHeating/DistrictHeatingFacts';
import { useDistrictHeatingSummary } from '../hooks/consumptionReads';
import { usePlaceContext } from '../hooks/usePlaceContext';
import { addDays } from '../model/localDate';
import { districtHeatingRoute } from '../routes';

/** Location card: the previous month's district heating (requirements §3 districtHeatingConsumption). */
export default function DistrictHeatingCard({ locationIdentifier }: LocationCardProps) {
  const { t } = useTranslation('consumption');
  const { userId, place, vat } = usePlaceContext(locationIdentifier);
  const enabled = place.feature('districtHeatingConsumption').enabled;
  const summary = useDistrictHeatingSummary(userId, locationIdentifier, { mode: 'month', vat }, enabled);
  if (!enabled) return null;
  return (
    <Card
      title={t('districtHeating.cardTitle')}
      headingLevel={3}
      link={{ to: generatePath(districtHeatingRoute.defaultPath, { locationIdentifier }), label: t('cards.openDistrictHeating') }}
    >
      {summary.error ? (
        <ErrorState>{t('common.error')}</ErrorState>
      ) : !summary.data ? (
        <LoadingSkeleton lines={3} label={t('common.loading')} />
      ) : (
        <>
          <MutedText>
            {t('districtHeating.period', {
              period: `${isoToFinnish(summary.data.period.start)}–${isoToFinnish(addDays(summary.data.period.end, -1))}`,
            })}
          </MutedText>
          <DistrictHeatingFacts summary={summary.data} />
        </>
      )}
    </Card>
  );
}
