import { startup } from './startup';

/** Finnish, the default language: complete by rule; sv and en are checked against its shape. */
export const fi = {
  ...startup.fi,
  common: { cancel: 'Peruuta', close: 'Sulje' },
  page: {
    title: 'Lukuoikeudet',
    intro: 'Lukuoikeudella toinen henkilö näkee valitsemiesi käyttöpaikkojen tiedot, mutta ei voi muuttaa mitään.',
    grantLink: 'Anna uusi lukuoikeus',
    loading: 'Haetaan lukuoikeuksia',
    error: 'Tietojen hakeminen epäonnistui.',
    given: 'Antamasi lukuoikeudet',
    received: 'Saamasi lukuoikeudet',
    noneGiven: 'Et ole antanut lukuoikeuksia.',
    noneReceived: 'Sinulla ei ole lukuoikeuksia muiden tietoihin.',
    until: 'voimassa {{date}} asti',
    renew: 'Jatka vuodella',
    renewFor: 'Jatka vuodella: {{name}}',
    remove: 'Peru',
    removeFor: 'Peru lukuoikeus: {{name}}',
    actFor: 'Toimi asiakkaan {{name}} puolesta',
  },
  status: { pending: 'odottaa käyttöönottoa', active: 'voimassa', revoked: 'peruttu', expired: 'päättynyt' },
  views: {
    title: 'Mitä edustajat ovat katsoneet',
    caption: 'Edustajien katselut käyttöpaikoittain, uusin ensin',
    empty: 'Kukaan edustaja ei ole katsonut tietojasi.',
    when: 'Aika',
    who: 'Edustaja',
    place: 'Käyttöpaikka',
    what: 'Tiedot',
    kind: { locations: 'Käyttöpaikka', consumption: 'Kulutus', invoices: 'Laskut', contracts: 'Sopimukset', own: 'Omassa näkymässään' },
  },
  grant: {
    title: 'Anna lukuoikeus',
    intro: 'Valitse käyttöpaikat ja kerro sähköpostiosoite. Saaja ottaa oikeuden käyttöön sähköpostiin tulevasta linkistä.',
    formTitle: 'Lukuoikeuden tiedot',
    noPlaces: 'Sinulla ei ole omia käyttöpaikkoja, joihin voisit antaa lukuoikeuden.',
    places: 'Käyttöpaikat',
    email: 'Saajan sähköpostiosoite',
    lastDay: 'Voimassa asti',
    submit: 'Jatka',
    errorPlaces: 'Valitse vähintään yksi käyttöpaikka.',
    errorEmail: 'Anna toisen henkilön kelvollinen sähköpostiosoite.',
    errorLastDay: 'Päivän pitää olla huomisen ja vuoden päästä olevan päivän välillä.',
    errorSend: 'Lukuoikeuden antaminen epäonnistui. Yritä uudelleen.',
    confirmTitle: 'Annetaanko lukuoikeus?',
    confirmBody: 'Osoitteeseen {{email}} lähetetään kutsu. Oikeus on voimassa {{lastDay}} asti näihin käyttöpaikkoihin:',
    confirm: 'Anna lukuoikeus',
    successTitle: 'Lukuoikeus annettu',
    successBody: 'Kutsu lähti osoitteeseen {{email}}. Oikeus tulee voimaan, kun saaja ottaa sen käyttöön.',
  },
  remove: {
    title: 'Perutaanko lukuoikeus?',
    body: 'Lukuoikeus ({{name}}) päättyy heti, eikä sitä voi palauttaa. Uuden voi antaa myöhemmin.',
    confirm: 'Peru lukuoikeus',
  },
  visibility: {
    title: 'Kuka näkee tietoni',
    intro: 'Nämä henkilöt näkevät omien käyttöpaikkojesi tietoja: yrityksesi alikäyttäjät ja voimassa olevien lukuoikeuksien saajat.',
    empty: 'Kukaan muu ei näe käyttöpaikkojesi tietoja.',
    link: 'Kuka näkee tietoni',
    places: 'Käyttöpaikat, jotka {{name}} näkee',
    relation: { subUser: 'Alikäyttäjä', representative: 'Lukuoikeuden saaja' },
    right: { READ_ONLY: 'vain luku', FULL_ACCESS: 'täydet oikeudet' },
  },
  activate: { title: 'Lukuoikeuden käyttöönotto', loading: 'Otetaan lukuoikeutta käyttöön' },
  outcome: {
    RepresentativeDone: {
      title: 'Lukuoikeus on käytössä',
      body: 'Näet nyt asiakkaan {{name}} valitsemien käyttöpaikkojen tiedot. Valitse Lukuoikeudet-sivulla "Toimi asiakkaan puolesta".',
    },
    RepresentativeAlreadyActivatedException: { title: 'Lukuoikeus on jo käytössä', body: 'Tämä lukuoikeus on jo otettu käyttöön.' },
    RepresentativeAlreadyRevokedException: { title: 'Lukuoikeus on peruttu', body: 'Lukuoikeuden antaja on perunut tämän oikeuden.' },
    RepresentativeEmailMismatchException: {
      title: 'Väärä käyttäjätunnus',
      body: 'Lukuoikeus annettiin toiseen sähköpostiosoitteeseen. Kirjaudu sillä tunnuksella, johon kutsu lähetettiin.',
    },
    RepresentativeGeneralException: {
      title: 'Lukuoikeutta ei voitu ottaa käyttöön',
      body: 'Linkki ei ole voimassa. Pyydä lukuoikeuden antajalta uusi kutsu.',
    },
  },
  acting: { banner: 'Toimit asiakkaan {{name}} puolesta (vain luku)', stop: 'Lopeta ja palaa omiin tietoihin' },
};

/** The shape every language must have (sv and en are checked against it by the compiler). */
export type RepresentationTranslation = typeof fi;
