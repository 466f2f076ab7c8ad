import { createPortalRuntime, LANGUAGES, type CompanyDistribution, type PluginManifest, type PortalRuntime, type PortalRuntimeOptions } from '@portal/core';
import { HOST_NAMESPACE, hostTranslations } from '../i18n/hostTranslations';

/** Core's runtime plus the host's own texts (namespace `host`). Finnish first, as SPEC §9 says. */
export function createHostRuntime(
  distribution: Partial<CompanyDistribution> & Pick<CompanyDistribution, 'code' | 'pluginIds' | 'flagDefaults'>,
  plugins: readonly PluginManifest[],
  options: Partial<Omit<PortalRuntimeOptions, 'plugins' | 'company'>> = {},
): PortalRuntime {
  const runtime = createPortalRuntime({ language: 'fi', ...options, plugins, company: distribution });
  for (const language of LANGUAGES) {
    runtime.i18n.addResourceBundle(language, HOST_NAMESPACE, hostTranslations[language], true, true);
  }
  return runtime;
}
