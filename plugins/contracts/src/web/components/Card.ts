import { themeColor } from '@portal/core';
import styled from 'styled-components';

/** A section of the contracts page; its heading names it (aria-labelledby). */
export const Card = styled.section`
  padding: 1rem;
  border-radius: 6px;
  background: ${themeColor('surface')};
  color: ${themeColor('text')};
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2,
  h3 {
    margin: 0;
    font-size: 1.15em;
  }
  p {
    margin: 0;
  }
`;

/** Term–value pairs: the accessible way to list a contract's facts. */
export const FactList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  dt {
    color: ${themeColor('mutedText')};
  }
  dd {
    margin: 0;
  }
`;
