import { placesFi } from '../placeTexts/fi';
import { startup } from './startup';

/** Finnish, the default language: complete by rule; sv and en are checked against its shape. */
export const fi = {
  ...startup.fi,
  places: placesFi,
  page: {
    title: 'Yrityksen käyttöpaikat',
    intro: 'Etsi, järjestä ja rajaa yrityksesi käyttöpaikkoja. Luvut koskevat koko rajattua listaa.',
    loading: 'Haetaan käyttöpaikkoja',
    error: 'Käyttöpaikkojen hakeminen epäonnistui.',
    empty: 'Yrityksellä ei ole sinulle näkyviä käyttöpaikkoja.',
    noMatches: 'Haulla tai tunnisteella ei löytynyt käyttöpaikkoja.',
    noCompany: 'Et ole minkään yritysasiakkaan käyttäjä.',
  },
  labels: {
    edit: 'Tunnisteet',
    editOf: 'Tunnisteet: {{place}}',
    title: 'Tunnisteet: {{place}}',
    current: 'Nykyiset tunnisteet',
    none: 'Käyttöpaikalla ei ole tunnisteita.',
    remove: 'Poista tunniste {{label}}',
    removeShort: 'Poista',
    new: 'Uusi tunniste',
    add: 'Lisää tunniste',
    invalid: 'Anna tunniste, enintään 40 merkkiä.',
    close: 'Sulje',
  },
  list: {
    caption: 'Käyttöpaikat',
    company: 'Yritys',
    search: 'Hae käyttöpaikkoja',
    searchHint: 'Osoite, nimi, tunnus tai tunniste',
    suggestions: 'Hakuehdotukset',
    matchedOn: { address: 'osoite', name: 'nimi', identifier: 'tunnus', label: 'tunniste' },
    labelFilter: 'Tunniste',
    allLabels: 'Kaikki tunnisteet',
    contentOrder: 'Oma järjestys',
    csv: 'Lataa lista CSV-tiedostona',
    csvFailed: 'CSV-tiedoston muodostaminen epäonnistui. Yritä uudelleen.',
    pager: 'Sivutus',
    previous: 'Edellinen sivu',
    next: 'Seuraava sivu',
    pageOf: 'Sivu {{page}}/{{pages}}',
    none: 'ei ole',
    labelsOf: 'Käyttöpaikan {{place}} tunnisteet',
    column: {
      address: 'Osoite',
      name: 'Nimi',
      company: 'Yrityksen tunnus',
      labels: 'Tunnisteet',
      alertsEnabled: 'Hälytyksiä päällä',
      alertsTriggered: 'Lauenneita hälytyksiä',
      consumption: 'Kulutus {{month}}',
    },
  },
  totals: {
    places: 'Käyttöpaikkoja',
    consumption: 'Kulutus {{month}}',
    cost: 'Arvioitu energiakustannus {{month}}',
  },
};

/** The shape every language must have (sv and en are checked against it by the compiler). */
export type B2bTranslation = typeof fi;
