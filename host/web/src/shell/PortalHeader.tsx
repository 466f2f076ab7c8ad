import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePortalRuntime, useTranslation } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { CompanyLogo } from './CompanyLogo';

const Banner = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1.5rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  a {
    color: inherit;
    text-decoration: none;
  }
  @media (max-width: 48rem) {
    padding: 0.5rem 1rem;
  }
`;

const PortalName = styled.span`
  @media (max-width: 48rem) {
    display: none;
  }
`;

const End = styled.div`
  margin-left: auto;
`;

/**
 * The banner: the company's brand (a link home), the portal's name, and either the header actions
 * (wide screen, or before login) or the menu button that holds them (phone, logged in).
 */
export function PortalHeader({ actions, menuButton }: { readonly actions?: ReactNode; readonly menuButton?: ReactNode }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const { company } = usePortalRuntime();
  const name = company.displayName ?? company.code;
  return (
    <Banner>
      <Link to="/" aria-label={t('homeLink', { company: name })}>
        {company.theme ? <CompanyLogo logo={company.theme.logo} /> : name}
      </Link>
      <PortalName>{t('portalName')}</PortalName>
      {actions}
      {menuButton && <End>{menuButton}</End>}
    </Banner>
  );
}
