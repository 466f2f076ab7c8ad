import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SecondaryButton } from '../components/buttons';
import { themeColor } from '../components/themeColor';

export interface ErrorStateProps {
  /** What failed, in the customer's words ("Laskuja ei voitu hakea."). */
  readonly children: ReactNode;
  /** Offers "Yritä uudelleen" when given. */
  readonly onRetry?: () => void;
}

/** A failed load: an alert (announced at once) with a retry button. */
export function ErrorState({ children, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('core');
  return (
    <Box role="alert">
      <span>{children}</span>
      {onRetry && (
        <SecondaryButton type="button" onClick={onRetry}>
          {t('kit.retry')}
        </SecondaryButton>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${themeColor('danger')};
  border-radius: 4px;
  background: ${themeColor('surface')};
  color: ${themeColor('text')};
`;
