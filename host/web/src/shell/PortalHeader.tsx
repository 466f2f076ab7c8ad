import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HEADER_ACTIONS_SLOT, Slot, usePortalRuntime, useTranslation } from '@portal/core';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { CompanyLogo } from './CompanyLogo';
import { LanguageSwitch } from './LanguageSwitch';
import { ModeSwitch } from './ModeSwitch';

const Banner = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1.5rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  a {
    color: inherit;
    text-decoration: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-left: auto;
`;

export function PortalHeader() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const { company } = usePortalRuntime();
  const name = company.displayName ?? company.code;
  return (
    <Banner>
      <Link to="/" aria-label={t('homeLink', { company: name })}>
        {company.theme ? <CompanyLogo logo={company.theme.logo} /> : name}
      </Link>
      <span>{t('portalName')}</span>
      <Actions role="group" aria-label={t('headerActions')}>
        <Slot slot={HEADER_ACTIONS_SLOT} props={{}} />
        <ModeSwitch />
        <LanguageSwitch />
      </Actions>
    </Banner>
  );
}
