import { describe, expect, it } from 'vitest';
import { CORE_API_VERSION } from '../plugin/apiVersion';
import { definePlugin, pluginStartupNamespace, type PluginManifest, type TranslationResources } from '../plugin/definePlugin';
import { CORE_NAMESPACE, coreTranslations } from './coreTranslations';
import { createPortalI18n, loadTexts, preloadPluginTexts } from './createPortalI18n';

function tipsPlugin(onLoad: () => void): PluginManifest {
  const fi: TranslationResources = { menu: { tips: 'Vinkit' }, page: { title: 'Päivän vinkki' } };
  return definePlugin({
    id: 'tips',
    version: '0.1.0',
    apiVersion: CORE_API_VERSION,
    enabledWhen: {},
    translations: {
      fi: () => {
        onLoad();
        return Promise.resolve(fi);
      },
      sv: () => Promise.resolve({ menu: { tips: 'Tips' }, page: { title: 'Dagens tips' } }),
      en: () => Promise.resolve({ menu: { tips: 'Tips' }, page: { title: 'Tip of the day' } }),
      startup: { fi: { menu: { tips: 'Vinkit' } }, sv: { menu: { tips: 'Tips' } }, en: { menu: { tips: 'Tips' } } },
    },
  });
}

describe('plugin texts that load with the plugin', () => {
  it('has the menu labels from the first render, and the rest only once loaded', async () => {
    let loads = 0;
    const plugin = tipsPlugin(() => (loads += 1));
    const i18n = createPortalI18n([plugin]);

    expect(i18n.t('menu.tips', { ns: pluginStartupNamespace('tips') })).toBe('Vinkit');
    expect(i18n.hasLoadedNamespace('tips')).toBe(false);
    expect(loads).toBe(0);

    preloadPluginTexts(i18n, 'tips');
    await i18n.loadNamespaces('tips');
    expect(i18n.t('page.title', { ns: 'tips' })).toBe('Päivän vinkki');
    expect(loads).toBe(1);
  });

  it('bundles texts a loader has already delivered into portals created later', async () => {
    let loads = 0;
    const plugin = tipsPlugin(() => (loads += 1));
    await loadTexts(plugin.translations!.fi as () => Promise<TranslationResources>);
    const i18n = createPortalI18n([plugin]);
    expect(i18n.hasLoadedNamespace('tips')).toBe(true);
    expect(i18n.t('page.title', { ns: 'tips' })).toBe('Päivän vinkki');
    expect(loads).toBe(1);
  });

  it('uses the full texts as startup texts for a plugin without `startup`', () => {
    const plugin = definePlugin({
      id: 'plain',
      version: '0.1.0',
      apiVersion: CORE_API_VERSION,
      enabledWhen: {},
      translations: { fi: { menu: { plain: 'Tavallinen' } }, sv: { menu: { plain: 'Vanlig' } }, en: { menu: { plain: 'Plain' } } },
    });
    const i18n = createPortalI18n([plugin]);
    expect(i18n.t('menu.plain', { ns: pluginStartupNamespace('plain') })).toBe('Tavallinen');
    expect(i18n.t('menu.plain', { ns: 'plain' })).toBe('Tavallinen');
  });
});

describe('texts of a language other than Finnish', () => {
  it('are not bundled for core: Swedish and English are loaders', () => {
    expect(typeof coreTranslations.fi).toBe('object');
    expect(typeof coreTranslations.sv).toBe('function');
    expect(typeof coreTranslations.en).toBe('function');
  });

  it('load before the language switches, for core, host namespaces and plugins alike', async () => {
    let shellLoads = 0;
    const shell = {
      fi: { title: 'Etusivu' },
      sv: () => {
        shellLoads += 1;
        return Promise.resolve({ title: 'Startsida' });
      },
      en: () => Promise.resolve({ title: 'Front page' }),
    };
    const i18n = createPortalI18n([tipsPlugin(() => {})], 'fi', { shell });
    expect(i18n.t('title', { ns: 'shell' })).toBe('Etusivu');
    expect(shellLoads).toBe(0);

    const switching = i18n.changeLanguage('sv');
    // Until the Swedish texts are here the portal stays Finnish: no keys, no half-translated screen.
    expect(i18n.language).toBe('fi');
    expect(i18n.t('common.cancel', { ns: CORE_NAMESPACE })).toBe('Peruuta');
    await switching;
    expect(i18n.language).toBe('sv');
    expect(i18n.t('title', { ns: 'shell' })).toBe('Startsida');
    expect(i18n.t('common.cancel', { ns: CORE_NAMESPACE })).toBe('Avbryt');
    expect(i18n.t('menu.tips', { ns: pluginStartupNamespace('tips') })).toBe('Tips');
    expect(shellLoads).toBe(1);
  });
});
