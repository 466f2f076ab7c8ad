import { Suspense, type ReactNode } from 'react';
import { Link, matchPath, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ContributionErrorBoundary, lazyComponent, LoggerRef, pluginStartupNamespace, useService, useTranslation } from '@portal/core';
import type { MenuStep } from '@portal/core';
import { pluginNamespace } from './pluginNamespace';

/** A menu entry's link; NavLink marks the current page's with aria-current="page" and the class `active`. */
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

/** The step's lazy badge (an unread count), isolated: if it fails, the label stays. */
function StepBadge({ step }: { step: MenuStep }) {
  const logger = useService(LoggerRef);
  if (!step.badge) return null;
  const Badge = lazyComponent(step.badge);
  return (
    <ContributionErrorBoundary id={`${step.id}.badge`} logger={logger}>
      <Suspense fallback={null}>
        <Badge />
      </Suspense>
    </ContributionErrorBoundary>
  );
}

/**
 * A menu step points at a route ref, never at a path string (DESIGN §2). Its label comes from the
 * plugin's startup texts, which are bundled, so the menu never waits for a plugin's other texts.
 */
export function MenuStepLink({ step }: { step: MenuStep }) {
  const { t } = useTranslation(pluginStartupNamespace(pluginNamespace(step.id)));
  const { pathname } = useLocation();
  // NavLink knows only the step's own path; a page the step declares as its own (currentOn) is marked here.
  const currentElsewhere = (step.currentOn ?? []).some((ref) => matchPath({ path: ref.defaultPath, end: false }, pathname) !== null);
  if (currentElsewhere) {
    return (
      <StepLink as={Link} to={step.route.defaultPath} className="active" aria-current="page">
        {t(step.labelKey)}
        <StepBadge step={step} />
      </StepLink>
    );
  }
  return (
    <StepLink to={step.route.defaultPath}>
      {t(step.labelKey)}
      <StepBadge step={step} />
    </StepLink>
  );
}

/**
 * The step's list item, inside the plugin's `shownWhen` gate when it has one. The gate fails closed:
 * nothing while it loads, nothing if it breaks (logged), so a step meant for few users never flashes.
 */
export function MenuStepItem({ step }: { step: MenuStep }) {
  const logger = useService(LoggerRef);
  const item: ReactNode = (
    <li>
      <MenuStepLink step={step} />
    </li>
  );
  if (!step.shownWhen) return item;
  const ShownWhen = lazyComponent(step.shownWhen);
  return (
    <ContributionErrorBoundary id={`${step.id}.shownWhen`} logger={logger}>
      <Suspense fallback={null}>
        <ShownWhen>{item}</ShownWhen>
      </Suspense>
    </ContributionErrorBoundary>
  );
}
