import { css } from 'styled-components';
import { themeColor } from '@portal/core';

/**
 * The kit's one keyboard focus ring. Explicit because the browser default vanishes on some company
 * backgrounds, and keyboard users must always see where they are.
 */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;
