import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { adminCompaniesOf, PermissionServiceRef, useService, type CompanyCode } from '@portal/core';
import { effectiveAdminCompany, readAdminCompany, subscribeAdminCompany, writeAdminCompany, type AdminCompanyChoice } from './adminCompanyStore';

export interface AdminCompany {
  /** The chosen company, or ALL = every one of `companies`. */
  readonly company: AdminCompanyChoice;
  /** The companies this admin may handle (core's adminCompaniesOf over the user's groups). */
  readonly companies: readonly CompanyCode[];
  /** The companies the current choice covers: `[company]`, or all of `companies` for ALL. */
  readonly selected: readonly CompanyCode[];
  readonly setCompany: (company: AdminCompanyChoice) => void;
}

/**
 * The admin company selector's state, shared by every admin page of the tab. It only shapes the UI:
 * each admin route filters by adminCompaniesOf on the server again, and a query for a company outside
 * the list answers 403 there.
 */
export function useAdminCompany(): AdminCompany {
  const permissions = useService(PermissionServiceRef);
  const groups = useSyncExternalStore(permissions.subscribe, permissions.groups);
  const companies = useMemo(() => adminCompaniesOf(groups), [groups]);
  const stored = useSyncExternalStore(subscribeAdminCompany, readAdminCompany, () => null);
  const company = effectiveAdminCompany(stored, companies);
  const setCompany = useCallback(
    (next: AdminCompanyChoice) => {
      // A company outside the admin's list is not a choice; ALL always is.
      if (next === 'ALL' || companies.includes(next)) writeAdminCompany(next);
    },
    [companies],
  );
  const selected = useMemo(() => (company === 'ALL' ? companies : [company]), [company, companies]);
  return { company, companies, selected, setCompany };
}
