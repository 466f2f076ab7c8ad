import type { ReactNode, Ref } from 'react';
import { themeColor } from '@portal/core';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'error' | 'info' }>`
  padding: 0.75rem 1rem;
  border-radius: 4px;
  border-left: 4px solid ${(p) => (p.$tone === 'error' ? themeColor('danger')(p) : themeColor('success')(p))};
  background: ${themeColor('surface')};
  color: ${themeColor('text')};
  &:focus {
    outline: 3px solid ${themeColor('focus')};
  }
`;

/**
 * A failed submit. role="alert" announces it; it also takes focus (tabIndex -1) so a keyboard user
 * is where the explanation is and can tab on to the links it mentions.
 */
export function FormAlert({ children, alertRef }: { readonly children: ReactNode; readonly alertRef?: Ref<HTMLDivElement> }) {
  return (
    <Box $tone="error" role="alert" tabIndex={-1} ref={alertRef}>
      {children}
    </Box>
  );
}

/** Good news carried over from the previous screen ("password changed"); polite, not interrupting. */
export function Notice({ children }: { readonly children: ReactNode }) {
  return (
    <Box $tone="info" role="status">
      {children}
    </Box>
  );
}
