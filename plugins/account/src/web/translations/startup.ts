import type { PluginTranslations } from '@portal/core';

/**
 * The texts shown before any of the plugin's chunks has loaded: its menu labels, in every language.
 * Bundled with the manifest (PluginTranslations.startup); fi, sv and en spread them, so each is written once.
 */
export const startup = {
  fi: { menu: { logout: 'Kirjaudu ulos', addCustomership: 'Lisää asiakkuus' } },
  sv: { menu: { logout: 'Logga ut', addCustomership: 'Lägg till kundförhållande' } },
  en: { menu: { logout: 'Log out', addCustomership: 'Add customership' } },
} satisfies PluginTranslations['startup'];
