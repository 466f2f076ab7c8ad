import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themeColor } from '@portal/core';

export type StatusTone = 'info' | 'error';

const Box = styled.div<{ $tone: StatusTone }>`
  padding: 0.75rem 1rem;
  border-radius: 4px;
  border-left: 4px solid ${(props) => (props.$tone === 'error' ? themeColor('danger')(props) : themeColor('primary')(props))};
  background: ${themeColor('background')};
  color: ${(props) => (props.$tone === 'error' ? themeColor('danger')(props) : themeColor('text')(props))};
  display: flex;
  gap: 1rem;
  align-items: center;
  flex-wrap: wrap;
`;

/**
 * A loading, empty or error state, with an optional action (e.g. a retry button). They look alike so
 * the page does not jump; errors use role="alert" so they are announced at once, the others
 * role="status" (polite) so they do not interrupt.
 */
export function StatusMessage({
  tone = 'info',
  children,
  action,
}: {
  readonly tone?: StatusTone;
  readonly children: ReactNode;
  readonly action?: ReactNode;
}) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <span>{children}</span>
      {action}
    </Box>
  );
}
