import type { TranslationResources } from '@portal/core';

/** The host's texts in English: loaded when a user picks English (hostTranslations.ts). */
export const en = {
  skipToContent: 'Skip to main content',
  portalName: 'Customer portal',
  homeLink: '{{company}} – home',
  language: { label: 'Language', fi: 'Suomi', sv: 'Svenska', en: 'English' },
  headerActions: 'Quick actions',
  loading: 'Loading…',
  error: { title: 'Something went wrong', body: 'The page could not be shown.', retry: 'Try again' },
  loginRequired: 'Log in to see this page.',
} satisfies TranslationResources;
