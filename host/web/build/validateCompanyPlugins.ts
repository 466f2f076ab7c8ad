import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { PORTAL_CONFIG_RESOLVE } from '../scripts/portalConfigResolve.mjs';
import { companyPluginsPlugin } from './companyPluginsModule';

/**
 * Build-time plugin checks (issue 19): the same validation the portal runs at start-up (core's
 * validatePlugins: namespaced ids, known feature flags, route refs with paths, apiVersion) on the
 * company's plugin set, before bundling, so `npm run build` fails with the fix named instead of
 * shipping a bundle that throws in the browser.
 */
export async function validateCompanyPlugins(companyCode: string, pluginIds: readonly string[]): Promise<void> {
  const { module } = await runnerImport<{ problems: readonly string[] }>(fileURLToPath(new URL('./checkCompanyPluginSet.ts', import.meta.url)), {
    logLevel: 'warn',
    plugins: [companyPluginsPlugin({ companyCode, pluginIds })],
    environments: { inline: { resolve: PORTAL_CONFIG_RESOLVE } },
  });
  if (module.problems.length > 0) {
    throw new Error(`${companyCode}'s plugin set does not pass core's plugin validation:\n  - ${module.problems.join('\n  - ')}`);
  }
}
