import type { PluginTranslations } from '@portal/core';
import { fi } from './fi';

/** The plugin's i18next namespace is its id. */
export const ACCOUNT_NAMESPACE = 'account';

/** Finnish is bundled; Swedish and English load when a user picks them. */
export const accountTranslations: PluginTranslations = {
  fi,
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
};
