import { LinkButton, themeColor } from '@portal/core';
import styled from 'styled-components';

/** The form's main action; full width on the narrow auth card. The focus ring is explicit on purpose. */
export const SubmitButton = styled.button`
  font: inherit;
  font-weight: 600;
  padding: 0.6rem 1rem;
  border: 2px solid ${themeColor('primary')};
  border-radius: 4px;
  background: ${themeColor('primary')};
  color: ${themeColor('primaryText')};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** A secondary action that is a button, not a link (e.g. "Send a new code"), kept to its text's width in the form's column. */
export const FormLinkButton = styled(LinkButton)`
  align-self: flex-start;
`;
