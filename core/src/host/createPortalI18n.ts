import { createInstance, type BackendModule, type i18n } from 'i18next';
import {
  pluginStartupNamespace,
  type Language,
  type PluginManifest,
  type PluginTranslations,
  type TranslationLoader,
  type TranslationResources,
} from '../plugin/definePlugin';
import { CORE_NAMESPACE, coreTranslations } from './coreTranslations';

const NO_TEXTS: Readonly<Record<Language, TranslationResources>> = { fi: {}, sv: {}, en: {} };

/** Texts a loader has already delivered: later portals (a test's next render) bundle them at once. */
const loadedTexts = new WeakMap<TranslationLoader, TranslationResources>();

/**
 * Runs a translation loader once and remembers what it delivered, so a portal created afterwards has
 * those texts from its first render. Test setups call it up front for every plugin's lazy texts, so
 * component tests render synchronously as before (host/web/src/testing/loadPluginTexts.setup.ts).
 */
export async function loadTexts(loader: TranslationLoader): Promise<TranslationResources> {
  const known = loadedTexts.get(loader);
  if (known) return known;
  const resources = await loader();
  loadedTexts.set(loader, resources);
  return resources;
}

/**
 * One i18next instance per portal (not the global one), so two portals or two tests never share a
 * language. Each plugin's texts live in a namespace named by its id.
 *
 * The host may add namespaces of its own (`hostNamespaces`, e.g. its shell texts), given like a plugin's.
 * Bundled texts (always Finnish, sometimes more) are added up front; texts a plugin gives as a loader
 * are fetched by a small backend the first time their language is used. react-i18next suspends the
 * components that need them until they arrive.
 */
export function createPortalI18n(
  plugins: readonly PluginManifest[],
  language: Language = 'fi',
  hostNamespaces: Readonly<Record<string, PluginTranslations>> = {},
): i18n {
  const instance = createInstance();
  const namespaces: { namespace: string; translations: Pick<PluginTranslations, Language> }[] = [
    { namespace: CORE_NAMESPACE, translations: coreTranslations },
    ...Object.entries(hostNamespaces).map(([namespace, translations]) => ({ namespace, translations })),
    ...plugins.flatMap((p) => (p.translations ? [{ namespace: p.id, translations: p.translations }] : [])),
    // Each plugin's menu labels: its `startup` texts, bundled, or else its full texts in the same form.
    // A plugin with lazy Finnish and no `startup` has no menu step of its own (validatePlugins), so its
    // startup namespace starts empty: its admin part (PluginManifest.admin) may add labels to it later.
    ...plugins.flatMap((p) =>
      p.translations
        ? [
            {
              namespace: pluginStartupNamespace(p.id),
              translations: p.translations.startup ?? (typeof p.translations.fi === 'function' ? NO_TEXTS : p.translations),
            },
          ]
        : [],
    ),
  ];
  const loaders = new Map<string, TranslationLoader>();
  const bundled: { language: Language; namespace: string; resources: TranslationResources }[] = [];
  for (const lang of ['fi', 'sv', 'en'] as const) {
    for (const { namespace, translations } of namespaces) {
      const texts = translations[lang];
      const loaded = typeof texts === 'function' ? loadedTexts.get(texts) : texts;
      if (loaded) bundled.push({ language: lang, namespace, resources: loaded });
      else loaders.set(`${lang}|${namespace}`, texts as TranslationLoader);
    }
  }
  // A namespace whose Finnish texts are a loader is left out of the start: it loads the first time a
  // component uses it (react-i18next suspends that component meanwhile), or when preloadPluginTexts
  // starts it alongside a page's chunk.
  const startNamespaces = namespaces
    .filter(({ translations }) => typeof translations.fi !== 'function' || loadedTexts.has(translations.fi))
    .map((n) => n.namespace);

  const lazyBackend: BackendModule = {
    type: 'backend',
    init() {},
    read(lang, namespace, callback) {
      const load = loaders.get(`${lang}|${namespace}`);
      // Bundled namespaces (and languages a plugin does not have) answer empty; fallbackLng covers them.
      if (!load) return callback(null, {});
      loadTexts(load).then(
        (resources) => callback(null, resources as Record<string, unknown>),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };

  void instance.use(lazyBackend).init({
    lng: language,
    fallbackLng: 'fi',
    ns: startNamespaces,
    defaultNS: CORE_NAMESPACE,
    // The start namespaces' Finnish is bundled, so a Finnish portal initialises synchronously.
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

/**
 * Starts loading a plugin's texts in the current language (and Finnish, the fallback) without waiting:
 * called when a plugin's page, card or modal chunk is requested, so both arrive together instead of
 * one after the other. Nothing happens for texts already loaded or bundled.
 */
export function preloadPluginTexts(i18nInstance: i18n, pluginId: string): void {
  if (i18nInstance.hasLoadedNamespace(pluginId)) return;
  void i18nInstance.loadNamespaces(pluginId);
}
