import type { CompanyCode } from '@portal/core';

/** What the admin company selector holds: one company, or ALL (every company the admin may handle). */
export type AdminCompanyChoice = CompanyCode | 'ALL';

const STORAGE_KEY = 'portal.admin.company';
const listeners = new Set<() => void>();

/**
 * The chosen company, kept for the browser tab (sessionStorage) so it stays put across admin pages
 * and reloads but a second tab can work on another company. Storage can be unavailable (private
 * mode, a test's jsdom); the choice then lives in memory for the page's life.
 */
let memory: string | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readAdminCompany(): string | null {
  const store = storage();
  try {
    return store ? store.getItem(STORAGE_KEY) : memory;
  } catch {
    return memory;
  }
}

export function writeAdminCompany(choice: AdminCompanyChoice): void {
  memory = choice;
  try {
    storage()?.setItem(STORAGE_KEY, choice);
  } catch {
    // Full or blocked storage: the in-memory value still serves this page.
  }
  for (const listener of [...listeners]) listener();
}

export function subscribeAdminCompany(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The stored choice if the admin may still use it, else ALL. A stored company outside the admin's
 * companies (groups changed, another admin signed in on the tab) never survives into a query.
 */
export function effectiveAdminCompany(stored: string | null, companies: readonly CompanyCode[]): AdminCompanyChoice {
  const match = companies.find((company) => company === stored);
  return match ?? 'ALL';
}
