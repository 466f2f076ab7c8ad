// Loaded through Vite's module runner by validateCompanyPlugins.ts, with the build's own
// `virtual:company-plugins` module: the company's plugin manifests from their TypeScript sources,
// checked by core's start-up validation. The runner closes once this module has loaded, so the check
// runs at load time and its outcome is exported.
import { PluginValidationError, validatePlugins } from '@portal/core';
import { companyPluginModules } from 'virtual:company-plugins';
import { pluginsFromModules } from '../src/app/pluginsFromModules';

function check(): readonly string[] {
  try {
    validatePlugins(pluginsFromModules(companyPluginModules));
    return [];
  } catch (error) {
    if (error instanceof PluginValidationError) return error.problems;
    return [error instanceof Error ? error.message : String(error)];
  }
}

export const problems = check();
