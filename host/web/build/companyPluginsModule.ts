import type { Plugin } from 'vite';

/** What the app imports to learn its company and plugins; generated per build. */
export const COMPANY_PLUGINS_MODULE = 'virtual:company-plugins';
const RESOLVED_ID = `\0${COMPANY_PLUGINS_MODULE}`;

/** `customer-service` → `@portal/plugin-customer-service` (DESIGN §1 package naming). */
export function pluginPackageName(pluginId: string): string {
  return `@portal/plugin-${pluginId}`;
}

/** `KUO` → `KUO_DISTRIBUTION`, the name under which @portal/config exports each company's distribution. */
export function distributionExportName(companyCode: string): string {
  return `${companyCode}_DISTRIBUTION`;
}

/**
 * Build-time gating (DESIGN §3 level 1). The generated module statically imports exactly the
 * company's plugin packages, so the bundler never even reads another plugin's code: a plugin the
 * company does not ship cannot end up in its bundle, not even as dead code. Likewise it imports only
 * the company's own distribution (not `getDistribution`, whose lookup table holds every company's
 * theme and constants), so other companies' config stays out of the bundle too.
 */
export function generateCompanyPluginsSource(companyCode: string, pluginIds: readonly string[]): string {
  const imports = pluginIds.map((id, index) => `import * as plugin${index} from ${JSON.stringify(pluginPackageName(id))};`);
  const entries = pluginIds.map((id, index) => `  { id: ${JSON.stringify(id)}, exports: plugin${index} },`);
  return [
    `import { ${distributionExportName(companyCode)} as distribution } from '@portal/config';`,
    ...imports,
    `export const companyDistribution = distribution;`,
    `export const companyPluginModules = [`,
    ...entries,
    `];`,
    '',
  ].join('\n');
}

export function companyPluginsPlugin(options: { companyCode: string; pluginIds: readonly string[] }): Plugin {
  return {
    name: 'portal:company-plugins',
    resolveId(id) {
      return id === COMPANY_PLUGINS_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? generateCompanyPluginsSource(options.companyCode, options.pluginIds) : undefined;
    },
  };
}
