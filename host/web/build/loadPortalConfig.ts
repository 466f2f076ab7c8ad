import { runnerImport } from 'vite';
import { PORTAL_CONFIG_RESOLVE } from '../scripts/portalConfigResolve.mjs';

export type PortalConfigModule = typeof import('@portal/config');

/**
 * Loads @portal/config from its TypeScript sources while Vite is being configured. Node alone cannot
 * (the package's built `dist/` may not exist, and its sources are TypeScript), so Vite's module runner
 * transforms the workspace packages, resolving them through the same `source` condition as the app.
 */
export async function loadPortalConfig(): Promise<PortalConfigModule> {
  const { module } = await runnerImport<PortalConfigModule>('@portal/config', {
    logLevel: 'warn',
    environments: { inline: { resolve: PORTAL_CONFIG_RESOLVE } },
  });
  return module;
}
