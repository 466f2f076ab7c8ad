import { Card, EmptyState, ErrorState, LoadingSkeleton, MutedText, PageHeader, Stack, StatusBadge } from '@portal/ui';
import { useFeature, useTranslation } from '@portal/core';
import styled from 'styled-components';
import type { AlertPlace } from '../../contract';
import { useAlertPlaces } from '../hooks/useAlertPlaces';
import { alertPlacePath, alertPriceRoute } from '../routes';

const AlertList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem;
  }
`;

function PlaceCard({ place }: { readonly place: AlertPlace }) {
  const { t } = useTranslation('alerts');
  return (
    <Card
      title={place.name}
      subtitle={place.address}
      aside={place.triggeredRecently ? <StatusBadge tone="warning">{t('list.triggered')}</StatusBadge> : undefined}
      link={
        place.alerts.length > 0 && {
          to: alertPlacePath(place.locationIdentifier),
          label: t('list.edit'),
          ariaLabel: t('list.editPlace', { name: place.name }),
        }
      }
    >
      {place.alerts.length === 0 ? (
        <MutedText>{t('list.noAlerts')}</MutedText>
      ) : (
        <AlertList aria-label={t('list.alertsOf', { name: place.name })}>
          {place.alerts.map((alert) => (
            <li key={alert.kind}>
              <span>
                {t(`kind.${alert.kind}`)}
                {alert.readOnly && <MutedText as="span"> ({t('list.readOnly')})</MutedText>}
              </span>
              <StatusBadge tone={alert.active ? 'success' : 'neutral'}>{alert.active ? t('list.on') : t('list.off')}</StatusBadge>
            </li>
          ))}
        </AlertList>
      )}
    </Card>
  );
}

/**
 * `/halytykset`: every place the user sees, with the alerts it supports and whether each is on; a
 * place links to its settings. A lazy chunk: zod and the schemas load with it, not at start-up.
 */
export default function AlertsListPage() {
  const { t } = useTranslation('alerts');
  const places = useAlertPlaces();
  const priceOn = useFeature('priceLimit');
  return (
    <Stack>
      <PageHeader title={t('list.title')} description={t('list.intro')} />
      {priceOn && (
        <Card
          title={t('price.title')}
          link={{ to: alertPriceRoute.defaultPath, label: t('list.edit'), ariaLabel: t('list.editPlace', { name: t('price.title') }) }}
        >
          <MutedText>{t('price.summary')}</MutedText>
        </Card>
      )}
      {places.error ? (
        <ErrorState onRetry={() => void places.mutate()}>{t('list.error')}</ErrorState>
      ) : !places.data ? (
        <LoadingSkeleton lines={3} label={t('list.loading')} />
      ) : places.data.places.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        places.data.places.map((place) => <PlaceCard key={place.locationIdentifier} place={place} />)
      )}
    </Stack>
  );
}
