import type { ReactNode } from 'react';
import { themeColor } from '@portal/core';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'info' | 'error' }>`
  padding: 1rem;
  border-radius: 4px;
  background: ${themeColor('surface')};
  color: ${(props) => (props.$tone === 'error' ? themeColor('danger')(props) : themeColor('text')(props))};
  display: flex;
  gap: 1rem;
  align-items: center;
  flex-wrap: wrap;
`;

/** Loading, empty and error states: errors are alerts (announced at once), the others polite status. */
export function StatusMessage({
  tone = 'info',
  children,
  action,
}: {
  readonly tone?: 'info' | 'error';
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
