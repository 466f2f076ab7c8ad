import styled from 'styled-components';

/** Figures as a description list, label beside value, so each number is read with its label. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
