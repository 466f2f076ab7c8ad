import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@portal/core';
import type { MenuStep } from '@portal/core';
import { pluginNamespace } from './pluginNamespace';

const StepLink = styled(NavLink)`
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

/** A menu step points at a route ref, never at a path string (DESIGN §2). */
export function MenuStepLink({ step }: { step: MenuStep }) {
  const { t } = useTranslation(pluginNamespace(step.id));
  // The root path would otherwise be "active" on every page; NavLink marks the active step with
  // aria-current="page" for screen readers as well as with the style.
  return (
    <StepLink to={step.route.defaultPath} end={step.route.defaultPath === '/'}>
      {t(step.labelKey)}
    </StepLink>
  );
}
