import type { PluginTranslations } from '@portal/core';

/**
 * The texts shown before any of the plugin's chunks has loaded: its menu label, in every language.
 * Bundled with the manifest (PluginTranslations.startup), so keep it to menu labels; fi, sv and en
 * spread it, so each label is written once.
 */
export const startup = {
  fi: { menu: { externalApi: 'API-avaimet' } },
  sv: { menu: { externalApi: 'API-nycklar' } },
  en: { menu: { externalApi: 'API keys' } },
} satisfies PluginTranslations['startup'];
