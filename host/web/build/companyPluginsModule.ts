import type { Plugin } from 'vite';

/** What the app imports to learn its company and plugins; generated per build. */
export const COMPANY_PLUGINS_MODULE = 'virtual:company-plugins';
const RESOLVED_ID = `\0${COMPANY_PLUGINS_MODULE}`;

/** `customer-service` → `@portal/plugin-customer-service` (DESIGN §1 package naming). */
export function pluginPackageName(pluginId: string): string {
  return `@portal/plugin-${pluginId}`;
}

/**
 * Build-time gating (DESIGN §3 level 1). The generated module statically imports exactly the
 * company's plugin packages, so the bundler never even reads another plugin's code: a plugin the
 * company does not ship cannot end up in its bundle, not even as dead code.
 */
export function generateCompanyPluginsSource(companyCode: string, pluginIds: readonly string[]): string {
  const imports = pluginIds.map((id, index) => `import * as plugin${index} from ${JSON.stringify(pluginPackageName(id))};`);
  const entries = pluginIds.map((id, index) => `  { id: ${JSON.stringify(id)}, exports: plugin${index} },`);
  return [
    `import { getDistribution } from '@portal/config';`,
    ...imports,
    `export const companyDistribution = getDistribution(${JSON.stringify(companyCode)});`,
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
