import type { PluginTranslations } from '@portal/core';

/**
 * The plugin's i18next namespace is its id (`useTranslation('admin')`). None of them is in the
 * start-up bundle: the menu labels come with the admin part (adminContributions.ts, `startup`);
 * Finnish loads with the plugin's page, Swedish and English when a user picks them (docs/decisions.md "A plugin's texts load with its pages").
 */
export const adminTranslations: PluginTranslations = {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
};
