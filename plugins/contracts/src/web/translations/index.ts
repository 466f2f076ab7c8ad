import type { PluginTranslations } from '@portal/core';
import { fi } from './fi';

/** The plugin's i18next namespace is its id, so keys never collide with another plugin's. */
export const CONTRACTS_NAMESPACE = 'contracts';

/** Finnish is bundled; Swedish and English load when a user picks them. */
export const contractsTranslations: PluginTranslations = {
  fi,
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
};
