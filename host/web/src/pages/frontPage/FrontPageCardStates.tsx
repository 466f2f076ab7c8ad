import { SecondaryButton, themeColor, useTranslation } from '@portal/core';
import styled, { keyframes } from 'styled-components';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Placeholder = styled.div`
  min-height: 9rem;
  border-radius: 6px;
  background: ${themeColor('surface')};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
`;

/**
 * A card's place while its code loads: the card's shape, no text, so nothing flashes "Ladataan…"
 * and the grid does not jump when the card arrives. Hidden from screen readers (the page is busy).
 */
export function FrontPageCardSkeleton() {
  return <Placeholder aria-hidden="true" data-testid="front-page-card-skeleton" />;
}

const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  align-items: flex-start;
  padding: 1rem 1.25rem;
  border-radius: 6px;
  background: ${themeColor('surface')};
  color: ${themeColor('danger')};
`;

/** A card that failed to load or render: said in words, with a retry; the other cards stay. */
export function FrontPageCardError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <ErrorBox role="alert">
      <span>{t('frontPage.cardFailed')}</span>
      <SecondaryButton type="button" onClick={onRetry}>
        {t('error.retry')}
      </SecondaryButton>
    </ErrorBox>
  );
}
