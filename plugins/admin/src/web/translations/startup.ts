import type { PluginTranslations } from '@portal/core';

/**
 * The texts shown before any of the plugin's chunks has loaded: its menu label, in every language.
 * Bundled with the manifest (PluginTranslations.startup), so keep it to menu labels; fi, sv and en
 * spread it, so each label is written once.
 */
export const startup = {
  fi: {
    menu: {
      admin: 'Ylläpito',
      customers: 'Asiakashaku',
      audit: 'Tapahtumaloki',
    },
  },
  sv: {
    menu: {
      admin: 'Administration',
      customers: 'Kundsökning',
      audit: 'Händelselogg',
    },
  },
  en: {
    menu: {
      admin: 'Administration',
      customers: 'Customer search',
      audit: 'Audit log',
    },
  },
} satisfies PluginTranslations['startup'];
