import {
  assemblePortalRuntime,
  createPortalRuntime,
  type CompanyDistribution,
  type PluginManifest,
  type PortalRuntime,
  type PortalRuntimeOptions,
} from '@portal/core';
import { HOST_NAMESPACE, hostTranslations } from '../i18n/hostTranslations';
import { HOST_PAGES_NAMESPACE, hostPageTranslations } from '../i18n/hostPageTranslations';

/** Core's runtime plus the host's own texts (namespace `host`). Finnish first, as requirements §9 says. */
export function createHostRuntime(
  distribution: Partial<CompanyDistribution> & Pick<CompanyDistribution, 'code' | 'pluginIds' | 'flagDefaults'>,
  plugins: readonly PluginManifest[],
  options: Partial<Omit<PortalRuntimeOptions, 'plugins' | 'company'>> = {},
): PortalRuntime {
  // A production bundle's plugin set passed the same validation in the build (validateCompanyPlugins,
  // admin parts included), so the bundle leaves validatePlugins out; development and tests keep it.
  const create = import.meta.env.PROD ? assemblePortalRuntime : createPortalRuntime;
  return create({
    language: 'fi',
    ...options,
    plugins,
    company: distribution,
    translations: { ...options.translations, [HOST_NAMESPACE]: hostTranslations, [HOST_PAGES_NAMESPACE]: hostPageTranslations },
  });
}
