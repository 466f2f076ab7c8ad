import type { TranslationResources } from '@portal/core';

/** The host's texts in Swedish: loaded when a user picks Swedish (hostTranslations.ts). */
export const sv = {
  skipToContent: 'Hoppa till huvudinnehållet',
  portalName: 'Kundportal',
  homeLink: '{{company}} – till startsidan',
  language: { label: 'Språk', fi: 'Suomi', sv: 'Svenska', en: 'English' },
  headerActions: 'Snabbåtgärder',
  loading: 'Laddar…',
  error: { title: 'Något gick fel', body: 'Sidan kunde inte visas.', retry: 'Försök igen' },
  loginRequired: 'Logga in för att se den här sidan.',
} satisfies TranslationResources;
