import { LOCATION_CARD_SLOT, Slot, StatusMessage, themeColor, useActiveContributions, useTranslation, useUserId } from '@portal/core';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LocationDetailCard } from '../components/LocationDetailCard';
import { LocationFacts } from '../components/LocationFacts';
import { PageHeading } from '../components/PageHeading';
import { useLocationContent } from '../hooks/useLocationContent';
import { useLocationDetail } from '../hooks/useLocationDetail';
import { shownName } from '../model/locationSort';
import { locationsRoute } from '../routes';

const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  a {
    color: ${themeColor('primary')};
  }
  a:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;

const Cards = styled.section`
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 1.2em;
  }
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: 1rem;
`;

/**
 * `/kayttopaikka/:locationIdentifier`: one use place, its contract detail (SPEC §3) and the cards other
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

  return (
    <Page aria-labelledby="location-heading">
      <Link to={locationsRoute.defaultPath}>{t('detail.back')}</Link>
      {notFound ? (
        <PageHeading id="location-heading">{t('detail.notFound')}</PageHeading>
      ) : (
        <>
          <PageHeading id="location-heading">{item ? shownName(item) : t('detail.loading')}</PageHeading>
          {item && <LocationFacts item={item} showCompany={item.companyName !== null} />}
          {detail.error ? (
            <StatusMessage tone="error">{t('detail.error')}</StatusMessage>
          ) : detail.data ? (
            <LocationDetailCard detail={detail.data} />
          ) : (
            <StatusMessage>{t('detail.loading')}</StatusMessage>
          )}
          {hasCards && (
            <Cards aria-labelledby="location-cards-heading">
              <h2 id="location-cards-heading">{t('detail.cardsHeading')}</h2>
              <Slot slot={LOCATION_CARD_SLOT} props={{ locationIdentifier }} />
            </Cards>
          )}
        </>
      )}
    </Page>
  );
}
