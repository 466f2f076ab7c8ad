import type { PluginTranslations } from '@portal/core';

/** The host's own texts, namespace `host`. Finnish is the default and complete. */
export const HOST_NAMESPACE = 'host';

export const hostTranslations = {
  fi: {
    skipToContent: 'Siirry pääsisältöön',
    portalName: 'Asiakasportaali',
    homeLink: '{{company}} – etusivulle',
    language: { label: 'Kieli', fi: 'Suomi', sv: 'Svenska', en: 'English' },
    mode: { label: 'Käyttötila', B2C: 'Kuluttaja', B2B: 'Yritys' },
    menu: {
      label: 'Päävalikko',
      sections: {
        services: 'Palvelut',
        account: 'Omat tiedot',
        readRights: 'Lukuoikeudet',
        userManagement: 'Käyttäjien hallinta',
        admin: 'Ylläpito',
      },
    },
    adminMenu: { label: 'Ylläpitovalikko', open: 'Avaa ylläpitovalikko', close: 'Sulje ylläpitovalikko', empty: 'Ei ylläpitotoimintoja.' },
    headerActions: 'Pikatoiminnot',
    notFound: { title: 'Sivua ei löytynyt', body: 'Hakemaasi sivua ei ole olemassa tai se on siirretty.', home: 'Etusivulle' },
    home: { title: 'Tervetuloa', body: 'Valitse palvelu valikosta.' },
    loading: 'Ladataan…',
    error: { title: 'Jokin meni vikaan', body: 'Sivun näyttäminen epäonnistui.', retry: 'Yritä uudelleen' },
    loginRequired: 'Kirjaudu sisään nähdäksesi tämän sivun.',
  },
  sv: {
    skipToContent: 'Hoppa till huvudinnehållet',
    portalName: 'Kundportal',
    homeLink: '{{company}} – till startsidan',
    language: { label: 'Språk', fi: 'Suomi', sv: 'Svenska', en: 'English' },
    mode: { label: 'Läge', B2C: 'Konsument', B2B: 'Företag' },
    menu: {
      label: 'Huvudmeny',
      sections: {
        services: 'Tjänster',
        account: 'Mina uppgifter',
        readRights: 'Läsrättigheter',
        userManagement: 'Användarhantering',
        admin: 'Administration',
      },
    },
    adminMenu: { label: 'Administrationsmeny', open: 'Öppna administrationsmenyn', close: 'Stäng administrationsmenyn', empty: 'Inga administrationsfunktioner.' },
    headerActions: 'Snabbåtgärder',
    notFound: { title: 'Sidan hittades inte', body: 'Sidan du söker finns inte eller har flyttats.', home: 'Till startsidan' },
    home: { title: 'Välkommen', body: 'Välj en tjänst i menyn.' },
    loading: 'Laddar…',
    error: { title: 'Något gick fel', body: 'Sidan kunde inte visas.', retry: 'Försök igen' },
    loginRequired: 'Logga in för att se den här sidan.',
  },
  en: {
    skipToContent: 'Skip to main content',
    portalName: 'Customer portal',
    homeLink: '{{company}} – home',
    language: { label: 'Language', fi: 'Suomi', sv: 'Svenska', en: 'English' },
    mode: { label: 'Mode', B2C: 'Consumer', B2B: 'Business' },
    menu: {
      label: 'Main menu',
      sections: {
        services: 'Services',
        account: 'My details',
        readRights: 'Read rights',
        userManagement: 'User management',
        admin: 'Administration',
      },
    },
    adminMenu: { label: 'Administration menu', open: 'Open the administration menu', close: 'Close the administration menu', empty: 'No administration tools.' },
    headerActions: 'Quick actions',
    notFound: { title: 'Page not found', body: 'The page you are looking for does not exist or has moved.', home: 'Go to the home page' },
    home: { title: 'Welcome', body: 'Choose a service from the menu.' },
    loading: 'Loading…',
    error: { title: 'Something went wrong', body: 'The page could not be shown.', retry: 'Try again' },
    loginRequired: 'Log in to see this page.',
  },
} as const satisfies PluginTranslations;
