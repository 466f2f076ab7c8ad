import { createInstance, type i18n } from 'i18next';
import type { Language, PluginManifest } from '../plugin/definePlugin';
import { CORE_NAMESPACE, coreTranslations } from './coreTranslations';

/**
 * One i18next instance per portal (not the global one), so two portals or two tests never share a
 * language. Each plugin's texts live in a namespace named by its id.
 */
export function createPortalI18n(plugins: readonly PluginManifest[], language: Language = 'fi'): i18n {
  const instance = createInstance();
  const namespaces = [CORE_NAMESPACE, ...plugins.filter((p) => p.translations).map((p) => p.id)];
  void instance.init({
    lng: language,
    fallbackLng: 'fi',
    ns: namespaces,
    defaultNS: CORE_NAMESPACE,
    // Resources are bundled with their plugin chunk, so initialisation is synchronous.
    initAsync: false,
    // React escapes on render already.
    interpolation: { escapeValue: false },
    resources: {},
  });
  for (const language of ['fi', 'sv', 'en'] as const) {
    instance.addResourceBundle(language, CORE_NAMESPACE, coreTranslations[language], true, true);
    for (const plugin of plugins) {
      if (plugin.translations) instance.addResourceBundle(language, plugin.id, plugin.translations[language], true, true);
    }
  }
  return instance;
}
