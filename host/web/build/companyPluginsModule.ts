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

/** Plugin id → the name of the export that holds its manifest (`invoicesPlugin`), found at build time. */
export type ManifestExportNames = Readonly<Record<string, string>>;

/**
 * Build-time gating (DESIGN §3 level 1). The generated module statically imports exactly the
 * company's plugin packages, so the bundler never even reads another plugin's code: a plugin the
 * company does not ship cannot end up in its bundle, not even as dead code. Likewise it imports only
 * the company's own distribution (not `getDistribution`, whose lookup table holds every company's
 * theme and constants), so other companies' config stays out of the bundle too.
 *
 * With `manifestExports` (the production build, which has loaded the plugins to validate them) it
 * imports only each plugin's manifest export, not the whole module: no module namespace object per
 * plugin, and exports nothing at start-up uses (route refs, helpers) can be dropped — ~45 bytes gzip
 * less start-up JS per plugin. Without it (dev server, the build's own validation) it imports `* as`.
 */
export function generateCompanyPluginsSource(companyCode: string, pluginIds: readonly string[], manifestExports?: ManifestExportNames): string {
  const imports = pluginIds.map((id, index) => {
    const from = JSON.stringify(pluginPackageName(id));
    const name = manifestExports?.[id];
    return name ? `import { ${name} as plugin${index} } from ${from};` : `import * as plugin${index} from ${from};`;
  });
  const entries = pluginIds.map((id, index) => {
    const name = manifestExports?.[id];
    return `  { id: ${JSON.stringify(id)}, exports: ${name ? `{ ${JSON.stringify(name)}: plugin${index} }` : `plugin${index}`} },`;
  });
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

export function companyPluginsPlugin(options: { companyCode: string; pluginIds: readonly string[]; manifestExports?: ManifestExportNames }): Plugin {
  return {
    name: 'portal:company-plugins',
    resolveId(id) {
      return id === COMPANY_PLUGINS_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? generateCompanyPluginsSource(options.companyCode, options.pluginIds, options.manifestExports) : undefined;
    },
  };
}
