import type { ReactNode, Ref } from 'react';
import { useTranslation, themeColor } from '@portal/core';
import styled from 'styled-components';
import { SecondaryButton } from './buttons';

export interface ErrorStateProps {
  /** What failed, in the customer's words ("Laskuja ei voitu hakea."). */
  readonly children: ReactNode;
  /** Offers "Yritä uudelleen" when given. */
  readonly onRetry?: () => void;
  /** Given when the alert should take focus (a failed submit), so the person is where the explanation is. */
  readonly alertRef?: Ref<HTMLDivElement>;
}

/** A failed load: an alert (announced at once) with a retry button. */
export function ErrorState({ children, onRetry, alertRef }: ErrorStateProps) {
  const { t } = useTranslation('core');
  return (
    <Box role="alert" ref={alertRef} tabIndex={alertRef ? -1 : undefined}>
      <div>{children}</div>
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
  p {
    margin: 0;
  }
  a {
    color: ${themeColor('primary')};
  }
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;
