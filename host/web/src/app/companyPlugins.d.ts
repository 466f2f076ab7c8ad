// The module generated per company build by build/companyPluginsModule.ts.
declare module 'virtual:company-plugins' {
  import type { CompanyDistribution } from '@portal/core';

  export const companyDistribution: CompanyDistribution;
  /** Each shipped plugin package's exports, by plugin id. */
  export const companyPluginModules: readonly { readonly id: string; readonly exports: Readonly<Record<string, unknown>> }[];
}
