// Loaded through Vite's module runner by validateCompanyPlugins.ts, with the build's own
// `virtual:company-plugins` module: the company's plugin manifests from their TypeScript sources,
// checked by core's start-up validation, and the modules of the first screen recorded. The runner
// closes once this module has loaded, so both run at load time and their outcome is exported.
import {
  companyFlagProblems,
  composeFlagCatalogue,
  PluginValidationError,
  routeBindingProblems,
  validatePlugins,
  withAllAdminParts,
} from '@portal/core';
import { companyDistribution, companyPluginModules } from 'virtual:company-plugins';
import { pluginsFromModules } from '../src/app/pluginsFromModules';
import { LOGIN_ROUTE_ID } from '../src/routing/publicRoutes';

/** The plugins with their admin parts (PluginManifest.admin) loaded, so those are checked too. */
async function check(): Promise<readonly string[]> {
  try {
    const plugins = pluginsFromModules(companyPluginModules);
    const withAdminParts = await withAllAdminParts(plugins);
    validatePlugins(withAdminParts);
    return [
      // Cross-plugin links the company binds must join plugins it ships (docs/architecture/services.md).
      ...routeBindingProblems(withAdminParts, companyDistribution.routeBindings),
      // A flag default of a plugin the company does not ship would switch nothing: the build refuses it.
      ...companyFlagProblems({
        company: companyDistribution.code,
        flagDefaults: companyDistribution.flagDefaults,
        catalogue: composeFlagCatalogue(plugins),
      }),
    ];
  } catch (error) {
    if (error instanceof PluginValidationError) return error.problems;
    return [error instanceof Error ? error.message : String(error)];
  }
}

export const problems = await check();

/**
 * Which export of each plugin package is its manifest, so the production build imports just that
 * export (companyPluginsModule.ts). Empty when the set does not load; `problems` then says why.
 */
function findManifestExports(): Record<string, string> {
  try {
    const manifests = pluginsFromModules(companyPluginModules);
    return Object.fromEntries(
      companyPluginModules.map(({ id, exports }, index) => [id, Object.keys(exports).find((name) => exports[name] === manifests[index])!]),
    );
  } catch {
    return {};
  }
}

export const manifestExports = findManifestExports();

/**
 * The modules of the first screen a visitor without a session sees (the login page and its texts),
 * for `firstScreenPreloadPlugin` to preload from index.html. They are loaded here, in Node, while a
 * recorder plugin (validateCompanyPlugins.ts) notes every module that loads; a page that cannot load
 * outside a browser is skipped (the build then only misses the preload).
 */
async function recordFirstScreen(): Promise<string> {
  const recorder = (globalThis as { __portalFirstScreen?: { recording: boolean } }).__portalFirstScreen;
  if (!recorder) return '';
  const plugins = pluginsFromModules(companyPluginModules);
  const login = plugins
    .flatMap((plugin) => (plugin.routes ?? []).map((route) => ({ plugin, route })))
    .find(({ route }) => route.ref.id === LOGIN_ROUTE_ID);
  if (!login) return '';
  recorder.recording = true;
  try {
    const fi = login.plugin.translations?.fi;
    await Promise.all([login.route.page(), typeof fi === 'function' ? fi() : undefined]);
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    recorder.recording = false;
  }
}

export const firstScreenProblem = await recordFirstScreen();
