import { Card, EmptyState, ErrorState, LoadingSkeleton, MutedText, PageHeader, Stack } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { Link, useParams } from 'react-router-dom';
import type { AlertPlace } from '../../contract';
import { ConsumptionAlertForm } from '../components/ConsumptionAlertForm';
import { DisruptionAlertForm } from '../components/DisruptionAlertForm';
import { DistrictHeatingAlertForm } from '../components/DistrictHeatingAlertForm';
import { useAlertPlaces } from '../hooks/useAlertPlaces';
import { alertsRoute } from '../routes';

function PlaceAlerts({ userId, place }: { readonly userId: string; readonly place: AlertPlace }) {
  const { t } = useTranslation('alerts');
  const has = (kind: AlertPlace['alerts'][number]['kind']) => place.alerts.find((alert) => alert.kind === kind);
  const consumption = has('consumption');
  const disruption = has('disruptionElectricity');
  const districtHeating = has('districtHeatingReturnTemperature');
  const readOnly = place.alerts.every((alert) => alert.readOnly);
  return (
    <Stack>
      {readOnly && <MutedText>{t('place.readOnly')}</MutedText>}
      {consumption && (
        <Card title={t('kind.consumption')}>
          <ConsumptionAlertForm userId={userId} locationIdentifier={place.locationIdentifier} readOnly={consumption.readOnly} />
        </Card>
      )}
      {disruption && (
        <Card title={t('kind.disruptionElectricity')}>
          <DisruptionAlertForm userId={userId} locationIdentifier={place.locationIdentifier} readOnly={disruption.readOnly} />
        </Card>
      )}
      {districtHeating && (
        <Card title={t('districtHeating.returnTitle')}>
          <DistrictHeatingAlertForm userId={userId} locationIdentifier={place.locationIdentifier} readOnly={districtHeating.readOnly} />
        </Card>
      )}
    </Stack>
  );
}

/**
 * `/halytykset/:locationIdentifier`: every alert the place supports, each a form with its channels
 * and push window. What the place supports comes from the server's list (utility, the place's own
 * features, the user's flags), so the page never offers an alert the API would refuse.
 */
export default function AlertPlacePage() {
  const { t } = useTranslation('alerts');
  const { locationIdentifier = '' } = useParams();
  const places = useAlertPlaces();
  const place = places.data?.places.find((p) => p.locationIdentifier === locationIdentifier);
  return (
    <Stack>
      <PageHeader
        title={place ? place.name : t('place.title')}
        description={place ? `${t('place.title')} · ${place.address}` : undefined}
        context={<Link to={alertsRoute.defaultPath}>{t('place.back')}</Link>}
      />
      {places.error ? (
        <ErrorState onRetry={() => void places.mutate()}>{t('place.error')}</ErrorState>
      ) : !places.data || !places.userId ? (
        <LoadingSkeleton lines={4} label={t('place.loading')} />
      ) : !place || place.alerts.length === 0 ? (
        <EmptyState title={t('place.notFound')} />
      ) : (
        <PlaceAlerts userId={places.userId} place={place} />
      )}
    </Stack>
  );
}
