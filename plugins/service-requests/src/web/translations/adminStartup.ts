import type { Language, TranslationResources } from '@portal/core';

/**
 * The admin menu labels, in every language: they come with the admin part (adminContributions.ts),
 * not with the manifest, so customers never download them. fi, sv and en spread them into `menu`.
 */
export const adminStartup = {
  fi: { menu: { admin: 'Asiointi ja palaute' } },
  sv: { menu: { admin: 'Ärenden och respons' } },
  en: { menu: { admin: 'Requests and feedback' } },
} satisfies Record<Language, TranslationResources>;
