import { startup } from './startup';
import { adminStartup } from './adminStartup';
import { adminFi } from './admin/fi';

/** Finnish, the default language: complete by rule; sv and en are checked against its shape. */
export const fi = {
  ...startup.fi,
  menu: { ...startup.fi.menu, ...adminStartup.fi.menu },
  admin: adminFi,
  inbox: {
    title: 'Viestit',
    intro: 'Yhtiön viestit ja hälytykset, uusimmat ensin.',
    tabs: 'Näytä',
    info: 'Tiedotteet',
    alert: 'Hälytykset',
    tabWithCount: '{{label}} ({{count}} uutta)',
    loading: 'Haetaan viestejä',
    error: 'Viestien hakeminen epäonnistui.',
    emptyInfo: 'Ei tiedotteita.',
    emptyAlert: 'Ei hälytyksiä.',
    emptyHint: 'Kun yhtiö lähettää sinulle viestin tai asettamasi hälytys laukeaa, se näkyy täällä.',
    unseen: 'Uusi',
    markAllInfo: 'Merkitse tiedotteet luetuiksi',
    markAllAlert: 'Merkitse hälytykset luetuiksi',
    markAll: 'Merkitse kaikki luetuiksi',
    more: 'Näytä lisää',
    shown: 'Näytetään {{shown}} / {{total}}',
    sent: 'Lähetetty',
  },
  message: {
    back: 'Takaisin viesteihin',
    loading: 'Haetaan viestiä',
    error: 'Viestin hakeminen epäonnistui.',
    notFound: 'Viestiä ei löytynyt.',
    open: 'Avaa liittyvä sivu',
    sent: 'Lähetetty {{date}}',
    info: 'Tiedote',
    alert: 'Hälytys',
  },
  notices: {
    title: 'Tiedotteet',
    error: 'Tiedotteiden hakeminen epäonnistui.',
    loading: 'Haetaan tiedotteita',
    timed: 'Tiedote',
    representative: 'Lukuoikeus',
    disruption: 'Häiriö',
    until: 'Voimassa {{date}} asti',
  },
  popup: {
    region: 'Ilmoitus',
  },
  header: {
    link: 'Viestit',
  },
};

/** The shape every language must have (sv and en are checked against it by the compiler). */
export type MessagesTranslation = typeof fi;
