import type { PluginTranslations } from '@portal/core';

/**
 * Namespace `chat`. The plugin has no menu step: its header button and modal are lazy chunks, and core
 * loads these texts alongside them (preloadPluginTexts in Slot and ModalHost), so none of them is in
 * the start-up bundle (docs/decisions.md "A plugin's texts load with its pages").
 */
export const chatTranslations: PluginTranslations = {
  fi: () => import('./fi').then((m) => m.fi),
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
};
