import type { PluginTranslations } from '@portal/core';

/**
 * The plugin's i18next namespace is its id (`useTranslation('campaigns')`). None is in the start-up
 * bundle (its admin menu label comes with the admin part, adminContributions.ts); Finnish loads with the plugin's page, Swedish and English
 * when a user picks them (docs/decisions.md "A plugin's texts load with its pages").
 */
export const campaignsTranslations: PluginTranslations = {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
};
