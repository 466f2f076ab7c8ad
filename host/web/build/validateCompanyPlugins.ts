import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { PORTAL_CONFIG_RESOLVE } from '../scripts/portalConfigResolve.mjs';
import { companyPluginsPlugin, type ManifestExportNames } from './companyPluginsModule';

interface CheckModule {
  readonly problems: readonly string[];
  readonly manifestExports: ManifestExportNames;
  readonly firstScreenProblem: string;
}

export interface CompanyPluginsCheck {
  /** The login page's source modules, which index.html preloads (firstScreenPreloadPlugin). */
  readonly firstScreenModules: ReadonlySet<string>;
  /** Each plugin's manifest export, so the bundle imports only that (companyPluginsModule.ts). */
  readonly manifestExports: ManifestExportNames;
}

/**
 * Build-time plugin checks (issue 19): the same validation the portal runs at start-up (core's
 * validatePlugins: namespaced ids, known feature flags, route refs with paths, apiVersion) on the
 * company's plugin set, before bundling, so `npm run build` fails with the fix named instead of
 * shipping a bundle that throws in the browser. On the way it records the source modules of the login
 * page (checkCompanyPluginSet.ts) and returns them for firstScreenPreloadPlugin, with the name of
 * each plugin's manifest export.
 */
export async function validateCompanyPlugins(companyCode: string, pluginIds: readonly string[]): Promise<CompanyPluginsCheck> {
  const firstScreen = new Set<string>();
  const recorder = { recording: false };
  const recordFirstScreen: Plugin = {
    name: 'portal:record-first-screen',
    transform(_code, id) {
      if (recorder.recording) firstScreen.add(id.split('?')[0]!);
    },
  };
  const globals = globalThis as { __portalFirstScreen?: typeof recorder };
  globals.__portalFirstScreen = recorder;
  try {
    const { module } = await runnerImport<CheckModule>(fileURLToPath(new URL('./checkCompanyPluginSet.ts', import.meta.url)), {
      logLevel: 'warn',
      plugins: [companyPluginsPlugin({ companyCode, pluginIds }), recordFirstScreen],
      environments: { inline: { resolve: PORTAL_CONFIG_RESOLVE } },
    });
    if (module.problems.length > 0) {
      throw new Error(`${companyCode}'s plugin set does not pass core's plugin validation:\n  - ${module.problems.join('\n  - ')}`);
    }
    if (module.firstScreenProblem) console.warn(`The login page is not preloaded: it did not load at build time (${module.firstScreenProblem})`);
    return { firstScreenModules: firstScreen, manifestExports: module.manifestExports };
  } finally {
    delete globals.__portalFirstScreen;
  }
}
