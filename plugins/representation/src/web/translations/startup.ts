import type { PluginTranslations } from '@portal/core';

/**
 * The texts shown before any of the plugin's chunks has loaded: its menu labels, in every language.
 * Bundled with the manifest (PluginTranslations.startup), so keep it to menu labels; fi, sv and en
 * spread it, so each label is written once.
 */
export const startup = {
  fi: { menu: { representation: 'Lukuoikeudet', grant: 'Anna lukuoikeus' } },
  sv: { menu: { representation: 'Läsrätter', grant: 'Ge läsrätt' } },
  en: { menu: { representation: 'Read rights', grant: 'Give read rights' } },
} satisfies PluginTranslations['startup'];
