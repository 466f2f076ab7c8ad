import { startup } from './startup';

/** Finnish, the default language: complete by rule; sv and en are checked against its shape. */
export const fi = {
  ...startup.fi,
  page: {
    title: 'API-avaimet',
    intro:
      'Yrityksenne omat järjestelmät voivat lukea käyttöpaikkojen tietoja rajapinnan kautta API-avaimella. Avain näkee vain yrityksenne käyttöpaikat.',
    loading: 'Haetaan API-avaimia',
    error: 'API-avainten hakeminen epäonnistui.',
    notMainUser: 'API-avaimia hallinnoi yrityksen pääkäyttäjä.',
    company: 'Yritys',
  },
  create: {
    heading: 'Uusi API-avain',
    name: 'Avaimen nimi',
    nameHint: 'Esimerkiksi järjestelmä, joka käyttää avainta.',
    nameMissing: 'Anna avaimelle nimi.',
    expires: 'Viimeinen voimassaolopäivä (valinnainen)',
    submit: 'Luo avain',
    failed: 'Avaimen luominen epäonnistui.',
  },
  created: {
    heading: 'Avain luotu: {{name}}',
    once: 'Kopioi avain nyt. Se näytetään vain tämän kerran, eikä sitä voi myöhemmin katsoa uudelleen.',
    label: 'API-avain',
    copy: 'Kopioi avain',
    copied: 'Avain kopioitu leikepöydälle.',
    copyFailed: 'Kopioiminen ei onnistunut. Valitse avain ja kopioi se itse.',
    done: 'Olen tallentanut avaimen',
  },
  list: {
    heading: 'Avaimet',
    caption: 'Yrityksen API-avaimet',
    empty: 'Avaimia ei ole vielä luotu.',
    name: 'Nimi',
    prefix: 'Alkuosa',
    createdAt: 'Luotu',
    lastUsed: 'Viimeksi käytetty',
    expires: 'Voimassa',
    status: 'Tila',
    actions: 'Toiminnot',
    never: 'Ei koskaan',
    untilRevoked: 'Toistaiseksi',
    active: 'Käytössä',
    revoked: 'Poistettu käytöstä',
    expired: 'Vanhentunut',
    revoke: 'Poista käytöstä: {{name}}',
    revokeShort: 'Poista käytöstä',
    confirm: 'Poistetaanko avain {{name}} käytöstä? Sitä käyttävät järjestelmät eivät enää saa tietoja.',
    confirmYes: 'Kyllä, poista käytöstä',
    cancel: 'Peruuta',
  },
};

/** The shape every language must have (sv and en are checked against it by the compiler). */
export type ExternalApiTranslation = typeof fi;
