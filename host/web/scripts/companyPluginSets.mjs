// Company → plugin ids, read from @portal/config's TypeScript sources through Vite's module runner
// (the same way vite.config.ts reads them), so scripts never keep a second copy of the plugin sets.
import { runnerImport } from 'vite';
import { HOST_WEB_DIR } from './bundleAnalysis.mjs';
import { PORTAL_CONFIG_RESOLVE } from './portalConfigResolve.mjs';

export async function shippedPluginIds() {
  const { module } = await runnerImport('@portal/config', {
    root: HOST_WEB_DIR,
    logLevel: 'warn',
    environments: { inline: { resolve: PORTAL_CONFIG_RESOLVE } },
  });
  return Object.fromEntries(Object.entries(module.DISTRIBUTIONS).map(([code, d]) => [code, [...d.pluginIds]]));
}
