// Company → plugin ids, read from @portal/config's TypeScript sources through Vite's module runner
// (the same way vite.config.ts reads them), so scripts never keep a second copy of the plugin sets.
import { runnerImport } from 'vite';
import { HOST_WEB_DIR } from './bundleAnalysis.mjs';
import { PORTAL_CONFIG_RESOLVE } from './portalConfigResolve.mjs';

export async function shippedPluginIds() {
  // runnerImport resolves a dev ("serve") config, which sets process.env.NODE_ENV to 'development'
  // when it is unset. Left so, a later `vite build` in this process (COMPANY=ALL) or in a child that
  // inherits the environment (bench:bundle, checkBuildGating) bundles React's development build.
  const nodeEnv = process.env.NODE_ENV;
  let module;
  try {
    ({ module } = await runnerImport('@portal/config', {
      root: HOST_WEB_DIR,
      logLevel: 'warn',
      environments: { inline: { resolve: PORTAL_CONFIG_RESOLVE } },
    }));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return Object.fromEntries(Object.entries(module.DISTRIBUTIONS).map(([code, d]) => [code, [...d.pluginIds]]));
}
