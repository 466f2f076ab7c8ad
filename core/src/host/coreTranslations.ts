import type { PluginTranslations } from '../plugin/definePlugin';

/**
 * The `core` namespace: texts of core's own modals and shared words. Finnish is the default and is
 * bundled; Swedish and English load when a user picks them (the language switch waits for them).
 */
export const CORE_NAMESPACE = 'core';

export const coreTranslations: PluginTranslations = {
  fi: {
    common: { ok: 'OK', cancel: 'Peruuta', close: 'Sulje', loading: 'Ladataan…', errorCode: 'Virhekoodi: {{code}}' },
    kit: {
      loading: 'Ladataan',
      retry: 'Yritä uudelleen',
      errorSummaryTitle: 'Korjaa seuraavat kohdat',
      errorPrefix: 'Virhe:',
      vatIncluded: 'sis. ALV {{percent}} %',
      vatZero: 'ALV 0 %',
      sortAscending: 'nouseva järjestys',
      sortDescending: 'laskeva järjestys',
      dateHint: 'Muodossa p.k.vvvv, esimerkiksi 5.3.2025',
      dateInvalid: 'Anna päivämäärä muodossa p.k.vvvv',
      dateOutOfRange: 'Päivämäärä on sallitun välin ulkopuolella',
      openCalendar: 'Valitse päivä kalenterista',
      calendar: 'Kalenteri',
      previousMonth: 'Edellinen kuukausi',
      nextMonth: 'Seuraava kuukausi',
      months: [
        'tammikuu',
        'helmikuu',
        'maaliskuu',
        'huhtikuu',
        'toukokuu',
        'kesäkuu',
        'heinäkuu',
        'elokuu',
        'syyskuu',
        'lokakuu',
        'marraskuu',
        'joulukuu',
      ],
      weekdays: ['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su'],
      weekdaysLong: ['maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai', 'lauantai', 'sunnuntai'],
    },
    modals: {
      generalError: { title: 'Jokin meni vikaan', body: 'Tapahtui odottamaton virhe. Yritä hetken kuluttua uudelleen.' },
      requestFailed: { title: 'Pyyntö epäonnistui', body: 'Pyyntöä ei voitu käsitellä. Tarkista tiedot ja yritä uudelleen.' },
      executionFailed: {
        title: 'Toiminto epäonnistui',
        body: 'Toimintoa ei voitu suorittaa loppuun. Yritä uudelleen tai ota yhteyttä asiakaspalveluun.',
      },
      sessionExpired: { title: 'Istunto on vanhentunut', body: 'Sinut on kirjattu ulos. Kirjaudu uudelleen jatkaaksesi.' },
      accountAlreadyExists: { title: 'Tili on jo olemassa', body: 'Tällä sähköpostiosoitteella on jo tili. Kirjaudu sisään tai vaihda salasana.' },
      pdfNotFound: { title: 'PDF-tiedostoa ei löytynyt', body: 'Pyytämääsi tiedostoa ei ole saatavilla.' },
      userSearchFailed: { title: 'Käyttäjähaku epäonnistui', body: 'Hakua ei voitu suorittaa. Yritä uudelleen.' },
      usersNotFound: { title: 'Käyttäjiä ei löytynyt', body: 'Hakuehdoilla ei löytynyt yhtään käyttäjää.' },
      demoNotAvailable: { title: 'Ei käytössä demossa', body: 'Tämä toiminto tarvitsee oikean palvelun, eikä sitä voi kokeilla demossa.' },
    },
  },
  sv: () => import('./translations/sv').then((m) => m.sv),
  en: () => import('./translations/en').then((m) => m.en),
};
