import styled from 'styled-components';
import { useActiveContributions, useCan, useClientState, useClientStateStore, useTranslation } from '@portal/core';
import { HOST_PAGES_NAMESPACE } from '../i18n/hostPageTranslations';
import { MenuStepLink } from './MenuStepLink';

const Nav = styled.nav`
  padding: 0 1rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
`;

const Toggle = styled.button`
  margin: 1rem 0 0.5rem;
  font: inherit;
`;

/**
 * requirements §2/§4 admin menu, open or closed (client state). Only users with `admin.access` see it; the
 * admin routes check their own, finer permissions.
 */
export function AdminMenu() {
  const { t } = useTranslation(HOST_PAGES_NAMESPACE);
  const canAdmin = useCan('admin.access');
  const open = useClientState((state) => state.adminMenuOpen);
  const store = useClientStateStore();
  const steps = useActiveContributions().menu.filter((step) => step.section === 'admin');
  if (!canAdmin) return null;
  return (
    <Nav aria-label={t('adminMenu.label')}>
      <Toggle type="button" aria-expanded={open} aria-controls="admin-menu-steps" onClick={() => store.toggleAdminMenu()}>
        {open ? t('adminMenu.close') : t('adminMenu.open')}
      </Toggle>
      {open && (
        <ul id="admin-menu-steps">
          {steps.length === 0 ? (
            <li>{t('adminMenu.empty')}</li>
          ) : (
            steps.map((step) => (
              <li key={step.id}>
                <MenuStepLink step={step} />
              </li>
            ))
          )}
        </ul>
      )}
    </Nav>
  );
}
