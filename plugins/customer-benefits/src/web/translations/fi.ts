import { startup } from './startup';
import { adminStartup } from './adminStartup';

/** Finnish, the default language: complete by rule; sv and en are checked against its shape. */
export const fi = {
  ...startup.fi,
  menu: { ...startup.fi.menu, ...adminStartup.fi.menu },
  page: {
    title: 'Asiakasedut',
    intro: 'Etuja ja yhteistyökumppaneiden tarjouksia asiakkaillemme. Ota etu käyttöön, niin näet sen koodin; koodi säilyy tällä sivulla.',
    loading: 'Haetaan etuja',
    error: 'Etujen hakeminen epäonnistui.',
    empty: 'Sinulle ei ole juuri nyt etuja.',
    own: 'Oma etumme',
    partner: 'Kumppani: {{partner}}',
    validUntil: 'Voimassa {{date}} asti',
    claim: 'Ota etu käyttöön',
    claimLabel: 'Ota etu käyttöön: {{title}}',
    claiming: 'Haetaan koodia',
    code: 'Etukoodi',
    claimedAt: 'Otettu käyttöön',
  },
  admin: {
    title: 'Asiakasedut',
    intro: 'Yhtiön asiakasedut ja kumppanitarjoukset. Asiakas näkee koodin, kun ottaa edun käyttöön.',
    loading: 'Haetaan etuja',
    error: 'Etujen hakeminen epäonnistui.',
    empty: 'Ei vielä etuja.',
    caption: 'Asiakasedut',
    columns: { title: 'Etu', partner: 'Kumppani', code: 'Koodi', audience: 'Asiakasryhmä', validUntil: 'Voimassa', claims: 'Käyttöön otettu', actions: 'Toiminnot' },
    untilFurther: 'toistaiseksi',
    remove: 'Poista',
    removeLabel: 'Poista: {{title}}',
    removeConfirm: 'Poistetaanko etu "{{title}}"?',
    removeYes: 'Poista etu',
    cancel: 'Peruuta',
    create: 'Uusi etu',
  },
  form: {
    title: 'Uusi etu',
    titleFi: 'Otsikko suomeksi',
    titleSv: 'Otsikko ruotsiksi',
    titleEn: 'Otsikko englanniksi',
    descriptionFi: 'Kuvaus suomeksi',
    optionalHint: 'Vapaaehtoinen: puuttuva kieli näytetään suomeksi.',
    partner: 'Kumppani',
    partnerHint: 'Tyhjä: yhtiön oma etu.',
    code: 'Etukoodi',
    codeHint: 'Kirjaimia, numeroita ja väliviivoja.',
    validUntil: 'Viimeinen voimassaolopäivä',
    validUntilHint: 'Tyhjä: toistaiseksi.',
    modes: 'Asiakasryhmä',
    save: 'Tallenna',
    saving: 'Tallennetaan',
    required: 'Täytä tämä kenttä.',
    badCode: 'Käytä vain kirjaimia, numeroita ja väliviivoja.',
    chooseMode: 'Valitse vähintään yksi asiakasryhmä.',
  },
  modes: { B2C: 'Yksityisasiakkaat', B2B: 'Yritysasiakkaat' },
};

/** The shape every language must have (sv and en are checked against it by the compiler). */
export type CustomerBenefitsTranslation = typeof fi;
