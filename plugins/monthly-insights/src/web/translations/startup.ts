import type { PluginTranslations } from '@portal/core';

/**
 * The texts shown before any of the plugin's chunks has loaded: its menu label, in every language.
 * Bundled with the manifest (PluginTranslations.startup), so keep it to menu labels.
 */
export const startup = {
  fi: { menu: { monthlyInsights: 'Kuukausikatsaus' } },
  sv: { menu: { monthlyInsights: 'Månadsöversikt' } },
  en: { menu: { monthlyInsights: 'Monthly insight' } },
} satisfies PluginTranslations['startup'];
