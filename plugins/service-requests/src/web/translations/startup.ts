import type { PluginTranslations } from '@portal/core';

/** The menu labels, shown before any of the plugin's chunks has loaded; fi, sv and en spread them. */
export const startup = {
  fi: { menu: { service: 'Asiointi', feedback: 'Palaute', admin: 'Asiointi ja palaute' } },
  sv: { menu: { service: 'Ärenden', feedback: 'Respons', admin: 'Ärenden och respons' } },
  en: { menu: { service: 'Requests', feedback: 'Feedback', admin: 'Requests and feedback' } },
} satisfies PluginTranslations['startup'];
