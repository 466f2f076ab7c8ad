import { createInstance, type BackendModule, type i18n } from 'i18next';
import type { Language, PluginManifest, TranslationLoader, TranslationResources } from '../plugin/definePlugin';
import { CORE_NAMESPACE, coreTranslations } from './coreTranslations';

/**
 * One i18next instance per portal (not the global one), so two portals or two tests never share a
 * language. Each plugin's texts live in a namespace named by its id.
 *
 * Bundled texts (always Finnish, sometimes more) are added up front; texts a plugin gives as a loader
 * are fetched by a small backend the first time their language is used. react-i18next suspends the
 * components that need them until they arrive.
 */
export function createPortalI18n(plugins: readonly PluginManifest[], language: Language = 'fi'): i18n {
  const instance = createInstance();
  const namespaces = [
    { namespace: CORE_NAMESPACE, translations: coreTranslations },
    ...plugins.flatMap((p) => (p.translations ? [{ namespace: p.id, translations: p.translations }] : [])),
  ];
  const loaders = new Map<string, TranslationLoader>();
  const bundled: { language: Language; namespace: string; resources: TranslationResources }[] = [];
  for (const lang of ['fi', 'sv', 'en'] as const) {
    for (const { namespace, translations } of namespaces) {
      const texts = translations[lang];
      if (typeof texts === 'function') loaders.set(`${lang}|${namespace}`, texts);
      else bundled.push({ language: lang, namespace, resources: texts });
    }
  }

  const lazyBackend: BackendModule = {
    type: 'backend',
    init() {},
    read(lang, namespace, callback) {
      const load = loaders.get(`${lang}|${namespace}`);
      // Bundled namespaces (and languages a plugin does not have) answer empty; fallbackLng covers them.
      if (!load) return callback(null, {});
      load().then(
        (resources) => callback(null, resources as Record<string, unknown>),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };

  void instance.use(lazyBackend).init({
    lng: language,
    fallbackLng: 'fi',
    ns: namespaces.map((n) => n.namespace),
    defaultNS: CORE_NAMESPACE,
    // Finnish is bundled, so a Finnish portal initialises synchronously; other languages load.
    initAsync: false,
    partialBundledLanguages: true,
    // React escapes on render already.
    interpolation: { escapeValue: false },
    resources: {},
  });
  for (const entry of bundled) {
    instance.addResourceBundle(entry.language, entry.namespace, entry.resources, true, true);
  }
  return instance;
}
