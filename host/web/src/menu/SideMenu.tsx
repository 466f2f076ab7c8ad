import styled from 'styled-components';
import { MENU_SECTIONS, useActiveContributions, useTranslation } from '@portal/core';
import { HOST_PAGES_NAMESPACE } from '../i18n/hostPageTranslations';
import { groupMenuSteps } from './groupMenuSteps';
import { MenuStepItem, StepLink } from './MenuStepLink';

const Nav = styled.nav`
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
`;

const SectionTitle = styled.h2`
  margin: 1rem 0 0.25rem;
  font-size: 0.875rem;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const StepList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Customer menu: every section but admin, which has its own menu. */
const CUSTOMER_SECTIONS = MENU_SECTIONS.filter((section) => section !== 'admin');

export function SideMenu() {
  const { t } = useTranslation(HOST_PAGES_NAMESPACE);
  const { menu } = useActiveContributions();
  const groups = groupMenuSteps(menu, CUSTOMER_SECTIONS);
  if (groups.length === 0) return null;
  return (
    <Nav aria-label={t('menu.label')}>
      {groups.map(([section, steps], index) => (
        <section key={section} aria-labelledby={`menu-section-${section}`}>
          <SectionTitle id={`menu-section-${section}`}>{t(`menu.sections.${section}`)}</SectionTitle>
          <StepList>
            {/* The front page is the host's own: it leads the menu whenever there is one. */}
            {index === 0 && (
              <li>
                <StepLink to="/" end>
                  {t('menu.frontPage')}
                </StepLink>
              </li>
            )}
            {steps.map((step) => (
              <MenuStepItem key={step.id} step={step} />
            ))}
          </StepList>
        </section>
      ))}
    </Nav>
  );
}
