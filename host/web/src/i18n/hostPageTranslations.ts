import type { PluginTranslations } from '@portal/core';

/**
 * Texts of the host's own lazy parts (menus, phone menu, mode switch, front page, session warning,
 * unsubscribe page), namespace `host-pages`. Unlike the shell's texts (`host`), none is shown before its page's chunk has
 * loaded, so all three languages are loaders: they load with the page (preloadPluginTexts alongside
 * the chunk), not in every visitor's start-up bundle.
 */
export const HOST_PAGES_NAMESPACE = 'host-pages';

export const hostPageTranslations: PluginTranslations = {
  fi: () => import('./pages/fi').then((m) => m.fi),
  sv: () => import('./pages/sv').then((m) => m.sv),
  en: () => import('./pages/en').then((m) => m.en),
};
