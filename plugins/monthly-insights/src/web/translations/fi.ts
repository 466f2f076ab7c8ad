import { startup } from './startup';

/** Finnish, the default language: complete by rule; sv and en are checked against its shape. */
export const fi = {
  ...startup.fi,
  page: {
    title: 'Kuukausikatsaus',
    intro: 'Muokkaa tätä tekstiä: kerro asiakkaalle, mitä sivulla on.',
    loading: 'Haetaan tietoja',
    error: 'Tietojen hakeminen epäonnistui.',
    empty: 'Ei vielä mitään näytettävää.',
    created: 'Lisätty',
  },
};

/** The shape every language must have (sv and en are checked against it by the compiler). */
export type MonthlyInsightsTranslation = typeof fi;
