import { getDistribution } from '@portal/config';
import type { CompanyCode } from '@portal/core/server';
import type { CompanyPortal } from './company';

/**
 * The company's distribution from @portal/config: its plugin set and flag defaults. There is no
 * fallback on purpose: a server that could not read its configuration must not start with some
 * guessed set of plugins and flags.
 */
export function loadCompanyPortal(code: CompanyCode): CompanyPortal {
  return getDistribution(code);
}
