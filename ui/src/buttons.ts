import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing } from './focusRing';
import { themeColor } from '@portal/core';

/**
 * The portal's shared button looks. The focus ring is explicit because the browser default vanishes
 * on some company backgrounds, and keyboard users must always see where they are.
 */
export const PrimaryButton = styled.button`
  font: inherit;
  padding: 0.4rem 0.9rem;
  border: 2px solid ${themeColor('primary')};
  border-radius: 4px;
  background: ${themeColor('primary')};
  color: ${themeColor('primaryText')};
  cursor: pointer;
  ${focusRing}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  /* aria-disabled keeps a running submit focusable, so focus is not lost mid-request. */
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

export const SecondaryButton = styled(PrimaryButton)`
  background: transparent;
  color: ${themeColor('primary')};
`;

/**
 * A button that stays pressed (aria-pressed): a chosen period, a chart/table switch, an overlay. The
 * pressed state shows by fill as well as by the attribute screen readers announce.
 */
export const ToggleButton = styled.button`
  font: inherit;
  min-height: 2.25rem;
  padding: 0.3rem 0.75rem;
  border: 2px solid ${themeColor('primary')};
  border-radius: 4px;
  background: transparent;
  color: ${themeColor('primary')};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${themeColor('primary')};
    color: ${themeColor('primaryText')};
    font-weight: 600;
  }
  ${focusRing}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** An action that is a button but reads as text ("more information", "send a new code"). */
export const LinkButton = styled.button`
  font: inherit;
  padding: 0;
  border: none;
  background: none;
  color: ${themeColor('primary')};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

const headerAction = css`
  padding: 0.4rem 0.9rem;
  border: 2px solid ${themeColor('primaryText')};
  border-radius: 4px;
  background: transparent;
  color: ${themeColor('primaryText')};
  font: inherit;
  cursor: pointer;
  text-decoration: none;
  ${focusRing}
`;

/** A button in the header's action area (HEADER_ACTIONS_SLOT), drawn on the primary colour. */
export const HeaderActionButton = styled.button`
  ${headerAction}
`;

/** A link in the header's action area that looks like its buttons (e.g. "Kirjaudu ulos"). */
export const HeaderActionLink = styled(Link)`
  ${headerAction}
`;
