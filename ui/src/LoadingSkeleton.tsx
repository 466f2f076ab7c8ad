import { useTranslation } from '@portal/core';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

export interface LoadingSkeletonProps {
  /** How many grey lines stand in for the content. */
  readonly lines?: number;
  /** A block (chart, table) instead of lines, of this height. */
  readonly height?: string;
  /** What is loading, for screen readers; defaults to "Ladataan". */
  readonly label?: string;
}

/**
 * Stands in for content that is loading: grey shapes the size of the content instead of a
 * "Ladataan…" text that flashes for a moment. Busy and labelled for screen readers.
 */
export function LoadingSkeleton({ lines = 3, height, label }: LoadingSkeletonProps) {
  const { t } = useTranslation('core');
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{label ?? t('kit.loading')}</VisuallyHidden>
      {height ? (
        <Bar aria-hidden="true" style={{ height, width: '100%' }} />
      ) : (
        Array.from({ length: lines }, (_, i) => <Bar key={i} aria-hidden="true" style={{ width: i === lines - 1 && lines > 1 ? '60%' : '100%' }} />)
      )}
    </Box>
  );
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 0.25rem 0;
`;

// The shapes fade in after a moment so a fast answer shows no flicker at all.
const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Bar = styled.span`
  display: block;
  height: 1rem;
  border-radius: 4px;
  background: rgba(0, 0, 0, 0.09);
  animation:
    ${appear} 0.2s ease-in 0.3s both,
    ${pulse} 1.6s ease-in-out 0.5s infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: ${appear} 0.2s ease-in 0.3s both;
  }
`;
