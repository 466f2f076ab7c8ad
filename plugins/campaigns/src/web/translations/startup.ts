import type { Language, TranslationResources } from '@portal/core';

/**
 * The admin menu label, in every language: it comes with the admin part (adminContributions.ts,
 * AdminContributions.startup), not with the manifest; fi, sv and en spread it.
 */
export const startup = {
  fi: { menu: { campaigns: 'Kampanjat' } },
  sv: { menu: { campaigns: 'Kampanjer' } },
  en: { menu: { campaigns: 'Campaigns' } },
} satisfies Record<Language, TranslationResources>;
