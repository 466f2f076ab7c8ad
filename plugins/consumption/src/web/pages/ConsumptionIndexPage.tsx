import { EmptyState, ErrorState, LoadingSkeleton, PageHeader } from '@portal/ui';
import { useFeature, useTranslation, useUserId } from '@portal/core';
import { Navigate } from 'react-router-dom';
import { usePlaces } from '../hooks/usePlaces';
import { readLastViewedPlace } from '../model/lastViewedPlace';
import { placePagePath } from '../model/placePagePath';

/**
 * `/kulutus`, the menu's "Kulutus": straight to a chart — the place the user looked at last, else
 * their first place with consumption (a heat place opens its district heating view). The chart page
 * has a place switcher, so this page is only ever seen while the places load, or when there are none.
 */
export default function ConsumptionIndexPage() {
  const { t } = useTranslation('consumption');
  const userId = useUserId();
  const { places, error, retry } = usePlaces(userId);
  const districtHeatingOn = useFeature('districtHeatingConsumption');

  if (places && userId) {
    const remembered = readLastViewedPlace(userId);
    const candidates = places.filter((place) => placePagePath(place, districtHeatingOn) !== null);
    const place = candidates.find((p) => p.locationIdentifier === remembered) ?? candidates[0];
    const path = place && placePagePath(place, districtHeatingOn);
    if (path) return <Navigate to={path} replace />;
  }
  return (
    <>
      <PageHeader title={t('index.title')} />
      {error ? (
        <ErrorState onRetry={retry}>{t('common.error')}</ErrorState>
      ) : !places ? (
        <LoadingSkeleton height="16rem" />
      ) : (
        <EmptyState title={t('index.empty')} />
      )}
    </>
  );
}
