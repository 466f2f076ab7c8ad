import { themeColor } from '@portal/core';
import styled from 'styled-components';

/** The focus ring is explicit: the browser default vanishes on some company backgrounds. */
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

/** A text-looking button for "more information" next to a label. */
export const InfoButton = styled.button`
  font: inherit;
  padding: 0;
  border: none;
  background: none;
  color: ${themeColor('primary')};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
`;
