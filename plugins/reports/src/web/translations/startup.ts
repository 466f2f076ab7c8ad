import type { PluginTranslations } from '@portal/core';

/** The menu label in every language: the only texts in the start-up bundle. */
export const startup = {
  fi: { menu: { reports: 'Raportit' } },
  sv: { menu: { reports: 'Rapporter' } },
  en: { menu: { reports: 'Reports' } },
} satisfies PluginTranslations['startup'];
