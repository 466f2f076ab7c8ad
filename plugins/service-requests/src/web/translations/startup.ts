import type { PluginTranslations } from '@portal/core';

/** The menu labels, shown before any of the plugin's chunks has loaded; fi, sv and en spread them. */
export const startup = {
  fi: { menu: { service: 'Asiointi', feedback: 'Palaute' } },
  sv: { menu: { service: 'Ärenden', feedback: 'Respons' } },
  en: { menu: { service: 'Requests', feedback: 'Feedback' } },
} satisfies PluginTranslations['startup'];
