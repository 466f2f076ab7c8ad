import { themeColor } from '@portal/core';
import styled from 'styled-components';

/** The page's h1; one per page so screen-reader users can jump straight to it. */
export const PageHeading = styled.h1`
  margin: 0 0 0.5rem;
  font-size: 1.6em;
  color: ${themeColor('text')};
`;
