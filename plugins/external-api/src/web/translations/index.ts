import type { PluginTranslations } from '@portal/core';
import { startup } from './startup';

/**
 * The plugin's i18next namespace is its id (`useTranslation('external-api')`). Only the startup texts (the
 * menu label) are in the start-up bundle; Finnish loads with the plugin's page, Swedish and English
 * when a user picks them (docs/decisions.md "A plugin's texts load with its pages").
 */
export const externalApiTranslations: PluginTranslations = {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
  startup,
};
