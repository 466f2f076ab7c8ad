import { CardGrid, ErrorState, LoadingSkeleton, PageHeader, Stack } from '@portal/ui';
import { LOCATION_CARD_SLOT, Slot, useActiveContributions, useTranslation, useUserId } from '@portal/core';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LocationDetailCard } from '../components/LocationDetailCard';
import { LocationFacts } from '../components/LocationFacts';
import { useLocationContent } from '../hooks/useLocationContent';
import { useLocationDetail } from '../hooks/useLocationDetail';
import { shownName } from '../model/locationSort';
import { locationsRoute } from '../routes';

/**
 * `/kayttopaikka/:locationIdentifier`: one use place, its contract detail (requirements §3) and the cards other
 * plugins contribute to LOCATION_CARD_SLOT (consumption, invoices, ...), without this plugin knowing them.
 */
export default function LocationPage() {
  const { t } = useTranslation('locations');
  const { locationIdentifier = '' } = useParams();
  const userId = useUserId();
  // The list is usually cached from the previous page, so the heading appears at once.
  const content = useLocationContent(userId);
  const detail = useLocationDetail(userId, locationIdentifier);
  const item = content.data?.content.find((i) => i.location.locationIdentifier === locationIdentifier);
  const notFound = detail.error?.code === 'NOT_FOUND' || (content.data !== undefined && item === undefined);
  // An empty, labelled region would be announced for nothing when no plugin adds a card.
  const hasCards = useActiveContributions().slots.some((s) => s.slot.id === LOCATION_CARD_SLOT.id);

  const cardsHeadingId = useId();
  const back = <Link to={locationsRoute.defaultPath}>{t('detail.back')}</Link>;

  if (notFound) return <PageHeader context={back} title={t('detail.notFound')} />;
  return (
    <Stack>
      <PageHeader context={back} title={item ? shownName(item) : t('detail.loading')} />
      {item && <LocationFacts item={item} showCompany={item.companyName !== null} />}
      {detail.error ? (
        <ErrorState onRetry={() => void detail.mutate()}>{t('detail.error')}</ErrorState>
      ) : detail.data ? (
        <LocationDetailCard detail={detail.data} />
      ) : (
        <LoadingSkeleton lines={5} label={t('detail.loading')} />
      )}
      {hasCards && (
        <section aria-labelledby={cardsHeadingId}>
          <h2 id={cardsHeadingId}>{t('detail.cardsHeading')}</h2>
          <CardGrid>
            <Slot slot={LOCATION_CARD_SLOT} props={{ locationIdentifier }} />
          </CardGrid>
        </section>
      )}
    </Stack>
  );
}
