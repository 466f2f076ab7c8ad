import { COMPANIES, type CompanyCode, type CompanyDistribution } from '@portal/core/shared';
import { KUO_DISTRIBUTION } from './distributions/kuo';
import { SV_DISTRIBUTION } from './distributions/sv';
import { VARE_DISTRIBUTION } from './distributions/vare';

export const DISTRIBUTIONS: Readonly<Record<CompanyCode, CompanyDistribution>> = Object.freeze({
  VARE: VARE_DISTRIBUTION,
  SV: SV_DISTRIBUTION,
  KUO: KUO_DISTRIBUTION,
});

export function isCompanyCode(value: string): value is CompanyCode {
  return (COMPANIES as readonly string[]).includes(value);
}

/** The distribution of one company. Hosts resolve the code (e.g. from `COMPANY`) and call this. */
export function getDistribution(code: CompanyCode): CompanyDistribution {
  return DISTRIBUTIONS[code];
}
