import { CardGrid, EmptyState, PageHeader } from '@portal/ui';
import { FRONT_PAGE_CARD_SLOT, FRONT_PAGE_NO_PLACES_SLOT, Slot, usePortalRuntime, useTranslation } from '@portal/core';
import { HOST_PAGES_NAMESPACE } from '../../i18n/hostPageTranslations';
import { FrontPageCardError, FrontPageCardSkeleton } from './FrontPageCardStates';
import { useHasPlaces } from './useHasPlaces';

const renderCardError = (retry: () => void) => <FrontPageCardError onRetry={retry} />;

/**
 * `/` ("Etusivu"), the landing page after login: plugins' FRONT_PAGE_CARD_SLOT cards in the company's
 * order (a card that stands in for another hides it), each loaded and failing on its own. A customer without use places gets one clear empty
 * state instead of a page of empty cards, and the FRONT_PAGE_NO_PLACES_SLOT cards (the way to register as a customer).
 */
export default function FrontPage() {
  const { t } = useTranslation(HOST_PAGES_NAMESPACE);
  const { company } = usePortalRuntime();
  const hasPlaces = useHasPlaces();
  return (
    <>
      <PageHeader title={t('frontPage.title')} />
      {hasPlaces === false ? (
        <>
          <EmptyState title={t('frontPage.emptyTitle')} description={t('frontPage.emptyBody')} />
          {/* What a person without places can do next (register as a customer), from the plugins. */}
          <CardGrid>
            <Slot slot={FRONT_PAGE_NO_PLACES_SLOT} props={{}} fallback={null} renderError={renderCardError} />
          </CardGrid>
        </>
      ) : (
        <CardGrid>
          <Slot
            slot={FRONT_PAGE_CARD_SLOT}
            props={{}}
            order={company.frontPageCards}
            replacements={company.frontPageCardReplacements}
            fallback={<FrontPageCardSkeleton />}
            renderError={renderCardError}
          />
        </CardGrid>
      )}
    </>
  );
}
