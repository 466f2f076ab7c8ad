import type { Language, TranslationResources } from '@portal/core';

/**
 * The admin menu labels, in every language: they come with the admin part (adminContributions.ts),
 * not with the manifest, so customers never download them. fi, sv and en spread them into `menu`.
 */
export const adminStartup = {
  fi: { menu: { admin: 'Asiakasedut (hallinta)' } },
  sv: { menu: { admin: 'Kundförmåner (administration)' } },
  en: { menu: { admin: 'Customer benefits (admin)' } },
} satisfies Record<Language, TranslationResources>;
