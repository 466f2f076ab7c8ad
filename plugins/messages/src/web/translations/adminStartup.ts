import type { Language, TranslationResources } from '@portal/core';

/**
 * The admin menu labels, in every language: they come with the admin part (adminContributions.ts),
 * not with the manifest, so customers never download them. fi, sv and en spread them into `menu`.
 */
export const adminStartup = {
  fi: { menu: { adminTopBar: 'Tiedotepalkki', adminMassMessage: 'Joukkoviestit' } },
  sv: { menu: { adminTopBar: 'Meddelandefält', adminMassMessage: 'Massmeddelanden' } },
  en: { menu: { adminTopBar: 'Top-bar notice', adminMassMessage: 'Mass messages' } },
} satisfies Record<Language, TranslationResources>;
