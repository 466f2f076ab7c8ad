import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { pluginStartupNamespace, useTranslation } from '@portal/core';
import type { MenuStep } from '@portal/core';
import { pluginNamespace } from './pluginNamespace';

/** A menu entry's link; NavLink marks the current page's with aria-current="page". */
export const StepLink = styled(NavLink)`
  display: block;
  padding: 0.6rem 0.75rem;
  border-radius: 4px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &.active {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 700;
  }
`;

/**
 * A menu step points at a route ref, never at a path string (DESIGN §2). Its label comes from the
 * plugin's startup texts, which are bundled, so the menu never waits for a plugin's other texts.
 */
export function MenuStepLink({ step }: { step: MenuStep }) {
  const { t } = useTranslation(pluginStartupNamespace(pluginNamespace(step.id)));
  return <StepLink to={step.route.defaultPath}>{t(step.labelKey)}</StepLink>;
}
