import { LinkButton, PrimaryButton } from '@portal/core';
import styled from 'styled-components';

/**
 * The form's main action: core's primary button, larger on the auth card. It stays focusable while
 * a request runs (aria-disabled, not disabled), so focus is not lost mid-submit.
 */
export const SubmitButton = styled(PrimaryButton)`
  font-weight: 600;
  padding: 0.6rem 1rem;
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** A secondary action that is a button, not a link (e.g. "Send a new code"), kept to its text's width in the form's column. */
export const FormLinkButton = styled(LinkButton)`
  align-self: flex-start;
`;
