import { ErrorState, LoadingSkeleton } from '@portal/ui';
import { useTranslation } from '@portal/core';
import { HOST_PAGES_NAMESPACE } from '../../i18n/hostPageTranslations';

/** A card's place while its code loads: the card's shape, so the grid does not jump when it arrives. */
export function FrontPageCardSkeleton() {
  return (
    <div data-testid="front-page-card-skeleton">
      <LoadingSkeleton height="9rem" />
    </div>
  );
}

/** A card that failed to load or render: said in words, with a retry; the other cards stay. */
export function FrontPageCardError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation(HOST_PAGES_NAMESPACE);
  return <ErrorState onRetry={onRetry}>{t('frontPage.cardFailed')}</ErrorState>;
}
