import type { PluginTranslations } from '@portal/core';

/**
 * The host's own texts, namespace `host`. Finnish is the default and complete, and bundled; Swedish and
 * English load when a user picks them (the language switch waits for them).
 */
export const HOST_NAMESPACE = 'host';

export const hostTranslations = {
  fi: {
    skipToContent: 'Siirry pääsisältöön',
    portalName: 'Asiakasportaali',
    homeLink: '{{company}} – etusivulle',
    language: { label: 'Kieli', fi: 'Suomi', sv: 'Svenska', en: 'English' },
    headerActions: 'Pikatoiminnot',
    loading: 'Ladataan…',
    error: { title: 'Jokin meni vikaan', body: 'Sivun näyttäminen epäonnistui.', retry: 'Yritä uudelleen' },
    loginRequired: 'Kirjaudu sisään nähdäksesi tämän sivun.',
  },
  sv: () => import('./sv').then((m) => m.sv),
  en: () => import('./en').then((m) => m.en),
} as const satisfies PluginTranslations;
