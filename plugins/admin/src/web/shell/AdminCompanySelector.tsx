import { SegmentedChoice, type Choice } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { AdminCompanyChoice } from './adminCompanyStore';
import { useAdminCompany } from './useAdminCompany';

/**
 * The admin company selector (requirements §6 "Admins can pick a company; ALL shows all companies"): only
 * the companies the admin may handle, plus ALL when there is more than one. An admin of one company
 * sees that company named, not a choice.
 */
export function AdminCompanySelector() {
  const { t } = useTranslation('admin');
  const { company, companies, setCompany } = useAdminCompany();
  if (companies.length === 0) return null;
  if (companies.length === 1) {
    return <p>{t('shell.onlyCompany', { company: companies[0] })}</p>;
  }
  const choices: Choice<AdminCompanyChoice>[] = [...companies.map((code) => ({ value: code, label: code })), { value: 'ALL', label: t('shell.all') }];
  return <SegmentedChoice label={t('shell.company')} choices={choices} value={company} onChange={setCompany} />;
}
