import type { CompanyDistribution } from '@portal/core/server';

/**
 * What the server needs of a company's distribution. A full CompanyDistribution from @portal/config
 * fits; tests pass just these fields.
 */
export type CompanyPortal = Pick<CompanyDistribution, 'code' | 'pluginIds' | 'flagDefaults'> &
  Partial<Pick<CompanyDistribution, 'displayName'>>;
