import styled from 'styled-components';

/** Layout only: the page's control groups side by side, wrapping on a narrow screen. Their look is the kit's. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  align-items: flex-start;
`;
