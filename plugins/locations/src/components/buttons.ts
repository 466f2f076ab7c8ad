import { themeColor } from '@portal/core';
import styled from 'styled-components';

/**
 * The plugin's two button looks. The focus ring is explicit because the browser default vanishes on
 * some company backgrounds, and keyboard users must always see where they are.
 */
export const PrimaryButton = styled.button`
  font: inherit;
  padding: 0.4rem 0.9rem;
  border: 2px solid ${themeColor('primary')};
  border-radius: 4px;
  background: ${themeColor('primary')};
  color: ${themeColor('primaryText')};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const SecondaryButton = styled(PrimaryButton)`
  background: transparent;
  color: ${themeColor('primary')};
`;
