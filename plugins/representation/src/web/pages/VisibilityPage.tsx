import { Card, EmptyState, ErrorState, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { useApi, useTranslation } from '@portal/core';
import { REPRESENTATION_API } from '../../contract/paths';
import { visibilityResponseSchema } from '../../contract/representation';
import { useOwnUserId } from '../hooks/useOwnUserId';

/**
 * `/lukuoikeudet/nakyvyys` "Kuka näkee tietoni": everyone else who sees the user's own places — a
 * company's sub-users (with their right) and the representatives of active read rights.
 */
export default function VisibilityPage() {
  const { t } = useTranslation('representation');
  const userId = useOwnUserId();
  const visibility = useApi(userId ? REPRESENTATION_API.visibility(userId) : null, visibilityResponseSchema);

  return (
    <Stack>
      <PageHeader title={t('visibility.title')} description={t('visibility.intro')} />
      {visibility.error ? (
        <ErrorState onRetry={() => void visibility.mutate()}>{t('page.error')}</ErrorState>
      ) : !visibility.data ? (
        <LoadingSkeleton lines={3} label={t('page.loading')} />
      ) : visibility.data.viewers.length === 0 ? (
        <EmptyState title={t('visibility.empty')} />
      ) : (
        visibility.data.viewers.map((viewer) => (
          <Card key={`${viewer.email}-${viewer.relation}-${viewer.accessRight}`} title={viewer.name} subtitle={viewer.email}>
            <p>
              {t(`visibility.relation.${viewer.relation}`)}, {t(`visibility.right.${viewer.accessRight}`)}
            </p>
            <ul aria-label={t('visibility.places', { name: viewer.name })}>
              {viewer.places.map((place) => (
                <li key={place.locationIdentifier}>{place.name}</li>
              ))}
            </ul>
          </Card>
        ))
      )}
    </Stack>
  );
}
