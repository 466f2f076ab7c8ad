import { FRONT_PAGE_CARD_SLOT, Slot, StatusMessage, usePortalRuntime, useTranslation } from '@portal/core';
import styled from 'styled-components';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { FrontPageCardError, FrontPageCardSkeleton } from './FrontPageCardStates';
import { useHasPlaces } from './useHasPlaces';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  align-items: start;
`;

const Heading = styled.h1`
  margin-top: 0;
`;

const renderCardError = (retry: () => void) => <FrontPageCardError onRetry={retry} />;

/**
 * `/` ("Etusivu"), the landing page after login: plugins' FRONT_PAGE_CARD_SLOT cards in the company's
 * order, each loaded and failing on its own. A customer without use places gets one clear empty
 * state instead of a page of empty cards.
 */
export default function FrontPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const { company } = usePortalRuntime();
  const hasPlaces = useHasPlaces();
  return (
    <section aria-labelledby="front-page-title">
      <Heading id="front-page-title">{t('frontPage.title')}</Heading>
      {hasPlaces === false ? (
        <StatusMessage>
          <strong>{t('frontPage.emptyTitle')}</strong> {t('frontPage.emptyBody')}
        </StatusMessage>
      ) : (
        <Grid>
          <Slot
            slot={FRONT_PAGE_CARD_SLOT}
            props={{}}
            order={company.frontPageCards}
            fallback={<FrontPageCardSkeleton />}
            renderError={renderCardError}
          />
        </Grid>
      )}
    </section>
  );
}
