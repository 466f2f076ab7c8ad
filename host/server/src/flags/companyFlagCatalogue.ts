import { companyFlagProblems, composeFlagCatalogue, type FlagCatalogue, type ServerPlugin } from '@portal/core/server';
import type { CompanyPortal } from '../company';

/**
 * The company's flag catalogue, composed from the server plugins it ships, after checking its config:
 * a flag default of a plugin the company does not ship refuses the start, naming company, flag and
 * plugin (`available` is every server plugin the host found, so the owner can be named).
 */
export function companyFlagCatalogue(company: CompanyPortal, mounted: readonly ServerPlugin[], available: readonly ServerPlugin[]): FlagCatalogue {
  const catalogue = company.flagCatalogue ?? composeFlagCatalogue(mounted);
  const problems = companyFlagProblems({
    company: company.code,
    flagDefaults: company.flagDefaults,
    catalogue,
    knownCatalogue: composeFlagCatalogue(available),
  });
  if (problems.length > 0)
    throw new Error(`The server does not start: the company's flag defaults name flags it does not ship:\n  - ${problems.join('\n  - ')}`);
  return catalogue;
}
