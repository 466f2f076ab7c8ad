import { startup } from './startup';

/** Finnish, the default language: complete by rule; sv and en are checked against its shape. */
export const fi = {
  ...startup.fi,
  page: {
    title: 'Raportit',
    intro: 'Tilaa käyttöpaikan vuoden kulutusraportti PDF- ja CSV-muodossa. Raportti laaditaan taustalla, ja voit ladata sen tältä sivulta.',
    loading: 'Haetaan raportteja',
    error: 'Raporttien hakeminen epäonnistui.',
    empty: 'Et ole vielä tilannut raportteja.',
    noPlaces: 'Sinulla ei ole käyttöpaikkaa, jolle raportin voisi tilata.',
  },
  create: {
    title: 'Uusi kulutusraportti',
    place: 'Käyttöpaikka',
    year: 'Vuosi',
    submit: 'Tilaa raportti',
    noYears: 'Käyttöpaikalta ei ole vielä mittaustietoja.',
    done: 'Raportti on tilattu. Se näkyy listassa, kun se on valmis.',
  },
  list: {
    caption: 'Tilatut raportit',
    name: 'Nimi',
    date: 'Päivä',
    company: 'Yhtiö',
    status: 'Tila',
    download: 'Lataa',
    pdf: 'PDF: {{name}}',
    csv: 'CSV: {{name}}',
    pending: 'Laaditaan',
    ready: 'Valmis',
    failed: 'Epäonnistui',
  },
};

export type ReportsTranslation = typeof fi;
