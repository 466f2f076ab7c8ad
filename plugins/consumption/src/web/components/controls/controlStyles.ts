import { themeColor } from '@portal/core';
import styled from 'styled-components';

/**
 * The page's controls share one look: a fieldset with a visible legend (the group's label for screen
 * readers too) and buttons whose pressed state shows by fill and by aria-pressed.
 */
export const ControlGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
    padding: 0;
  }
`;

export const ToggleButton = styled.button`
  font: inherit;
  padding: 0.35rem 0.75rem;
  border: 2px solid ${themeColor('primary')};
  border-radius: 4px;
  background: transparent;
  color: ${themeColor('primary')};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${themeColor('primary')};
    color: ${themeColor('primaryText')};
  }
  &:focus-visible {
    outline: 3px solid ${themeColor('focus')};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  align-items: flex-start;
`;
