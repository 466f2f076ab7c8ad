import type { ReactNode } from 'react';
import { themeColor } from '@portal/core';
import styled from 'styled-components';

const Box = styled.section`
  background: ${themeColor('surface')};
  color: ${themeColor('text')};
  border-radius: 6px;
  padding: 1rem 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  a {
    color: ${themeColor('primary')};
  }
  a:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;

/** A use-place card: a section named by its heading, so screen readers list it by title. */
export function Card({ title, headingId, children }: { readonly title: string; readonly headingId: string; readonly children: ReactNode }) {
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </Box>
  );
}

export const BigFigure = styled.p`
  margin: 0;
  font-size: 1.6rem;
  font-weight: 700;
`;

export const MutedText = styled.p`
  margin: 0;
  color: ${themeColor('mutedText')};
  font-size: 0.9rem;
`;
