import type { CompanyDistribution, FlagCatalogue } from '@portal/core/server';

/**
 * What the server needs of a company's distribution. A full CompanyDistribution from @portal/config
 * fits; tests pass just these fields.
 */
export type CompanyPortal = Pick<CompanyDistribution, 'code' | 'pluginIds' | 'flagDefaults'> &
  Partial<Pick<CompanyDistribution, 'displayName'>> & {
    /**
     * The flag catalogue; by default composed from the company's server plugins (companyFlagCatalogue).
     * The server test kit passes a wider one, so a plugin is testable without the owner of a flag it uses.
     */
    readonly flagCatalogue?: FlagCatalogue;
    /**
     * Test servers only: a flag no plugin of the set declares counts as on, as every flag of
     * TEST_COMPANY is, so a host route gated by a plugin's flag works without that plugin mounted.
     */
    readonly undeclaredFlagsOn?: boolean;
  };
