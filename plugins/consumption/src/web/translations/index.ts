import type { PluginTranslations } from '@portal/core';
import { startup } from './startup';

/** The plugin's i18next namespace is its id, so keys never collide with another plugin's. */
export const CONSUMPTION_NAMESPACE = 'consumption';

/** Only the startup texts (menu labels) are bundled; Finnish loads with the plugin's first page, card or modal, Swedish and English when a user picks them. */
export const consumptionTranslations: PluginTranslations = {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
  startup,
};
