import type { PluginTranslations } from '../plugin/definePlugin';

/** The `core` namespace: texts of core's own modals and shared words. Finnish is the default. */
export const CORE_NAMESPACE = 'core';

export const coreTranslations: PluginTranslations = {
  fi: {
    common: { ok: 'OK', cancel: 'Peruuta', close: 'Sulje', loading: 'Ladataan…', errorCode: 'Virhekoodi: {{code}}' },
    modals: {
      generalError: { title: 'Jokin meni vikaan', body: 'Tapahtui odottamaton virhe. Yritä hetken kuluttua uudelleen.' },
      requestFailed: { title: 'Pyyntö epäonnistui', body: 'Pyyntöä ei voitu käsitellä. Tarkista tiedot ja yritä uudelleen.' },
      executionFailed: { title: 'Toiminto epäonnistui', body: 'Toimintoa ei voitu suorittaa loppuun. Yritä uudelleen tai ota yhteyttä asiakaspalveluun.' },
      sessionExpired: { title: 'Istunto on vanhentunut', body: 'Sinut on kirjattu ulos. Kirjaudu uudelleen jatkaaksesi.' },
      accountAlreadyExists: { title: 'Tili on jo olemassa', body: 'Tällä sähköpostiosoitteella on jo tili. Kirjaudu sisään tai vaihda salasana.' },
      pdfNotFound: { title: 'PDF-tiedostoa ei löytynyt', body: 'Pyytämääsi tiedostoa ei ole saatavilla.' },
      userSearchFailed: { title: 'Käyttäjähaku epäonnistui', body: 'Hakua ei voitu suorittaa. Yritä uudelleen.' },
      usersNotFound: { title: 'Käyttäjiä ei löytynyt', body: 'Hakuehdoilla ei löytynyt yhtään käyttäjää.' },
    },
  },
  sv: {
    common: { ok: 'OK', cancel: 'Avbryt', close: 'Stäng', loading: 'Laddar…', errorCode: 'Felkod: {{code}}' },
    modals: {
      generalError: { title: 'Något gick fel', body: 'Ett oväntat fel inträffade. Försök igen om en stund.' },
      requestFailed: { title: 'Begäran misslyckades', body: 'Begäran kunde inte behandlas. Kontrollera uppgifterna och försök igen.' },
      executionFailed: { title: 'Åtgärden misslyckades', body: 'Åtgärden kunde inte slutföras. Försök igen eller kontakta kundtjänst.' },
      sessionExpired: { title: 'Sessionen har gått ut', body: 'Du har loggats ut. Logga in igen för att fortsätta.' },
      accountAlreadyExists: { title: 'Kontot finns redan', body: 'Det finns redan ett konto med den här e-postadressen. Logga in eller byt lösenord.' },
      pdfNotFound: { title: 'PDF-filen hittades inte', body: 'Filen du begärde är inte tillgänglig.' },
      userSearchFailed: { title: 'Användarsökningen misslyckades', body: 'Sökningen kunde inte utföras. Försök igen.' },
      usersNotFound: { title: 'Inga användare hittades', body: 'Inga användare matchade sökvillkoren.' },
    },
  },
  en: {
    common: { ok: 'OK', cancel: 'Cancel', close: 'Close', loading: 'Loading…', errorCode: 'Error code: {{code}}' },
    modals: {
      generalError: { title: 'Something went wrong', body: 'An unexpected error occurred. Please try again in a moment.' },
      requestFailed: { title: 'Request failed', body: 'The request could not be processed. Check the details and try again.' },
      executionFailed: { title: 'Action failed', body: 'The action could not be completed. Try again or contact customer service.' },
      sessionExpired: { title: 'Session expired', body: 'You have been logged out. Log in again to continue.' },
      accountAlreadyExists: { title: 'Account already exists', body: 'There is already an account with this email address. Log in or reset your password.' },
      pdfNotFound: { title: 'PDF not found', body: 'The file you asked for is not available.' },
      userSearchFailed: { title: 'User search failed', body: 'The search could not be run. Please try again.' },
      usersNotFound: { title: 'No users found', body: 'No users matched the search.' },
    },
  },
};
