import type { PluginTranslations } from '@portal/core';

/**
 * The texts shown before any of the plugin's chunks has loaded: its menu label, in every language.
 * Bundled with the manifest (PluginTranslations.startup), so keep it to menu labels; fi, sv and en
 * spread it, so each label is written once.
 */
export const startup = {
  fi: { menu: { b2b: 'Käyttöpaikat', b2bComposites: 'Yhdistelmät', b2bReports: 'Yritysraportit' } },
  sv: { menu: { b2b: 'Förbrukningsställen', b2bComposites: 'Kombinationer', b2bReports: 'Företagsrapporter' } },
  en: { menu: { b2b: 'Places', b2bComposites: 'Composites', b2bReports: 'Company reports' } },
} satisfies PluginTranslations['startup'];
