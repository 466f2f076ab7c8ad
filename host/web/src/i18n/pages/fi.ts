/** The host pages' texts in Finnish, the default and complete: loaded with the page that shows them. */
export const fi = {
  notFound: { title: 'Sivua ei löytynyt', body: 'Hakemaasi sivua ei ole olemassa tai se on siirretty.', home: 'Etusivulle' },
  mode: { label: 'Käyttötila', B2C: 'Kuluttaja', B2B: 'Yritys' },
  menu: {
    label: 'Päävalikko',
    open: 'Valikko',
    close: 'Sulje valikko',
    frontPage: 'Etusivu',
    sections: {
      services: 'Palvelut',
      account: 'Omat tiedot',
      readRights: 'Lukuoikeudet',
      userManagement: 'Käyttäjien hallinta',
      admin: 'Ylläpito',
    },
  },
  adminMenu: { label: 'Ylläpitovalikko', open: 'Avaa ylläpitovalikko', close: 'Sulje ylläpitovalikko', empty: 'Ei ylläpitotoimintoja.' },
  frontPage: {
    title: 'Etusivu',
    cardFailed: 'Tämän kortin tietoja ei saatu näkyviin.',
    emptyTitle: 'Sinulla ei vielä ole käyttöpaikkoja.',
    emptyBody: 'Kun sopimuksesi alkaa, sen käyttöpaikka, kulutus ja laskut näkyvät täällä.',
  },
  sessionWarning: {
    title: 'Istuntosi on päättymässä',
    body: 'Istuntosi päättyy noin {{minutes}} minuutin kuluttua. Haluatko jatkaa?',
    continue: 'Jatka istuntoa',
    continuing: 'Jatketaan…',
    failed: 'Istunnon jatkaminen ei onnistunut. Tallenna keskeneräinen työsi; sinut ohjataan kirjautumaan uudelleen.',
    close: 'Sulje',
  },
  unsubscribe: {
    title: 'Ilmoitusten tilaus',
    working: 'Käsitellään…',
    off: 'Et saa enää näitä ilmoituksia tällä kanavalla ({{channel}}). Ilmoitukset näkyvät yhä portaalin viesteissä.',
    on: 'Tilaus on taas voimassa: saat nämä ilmoitukset jälleen ({{channel}}).',
    undo: 'Peru',
    failed: 'Linkki ei kelpaa tai se on vanhentunut. Voit muuttaa ilmoitusasetuksia portaalissa.',
    channel: { email: 'sähköposti', push: 'push-ilmoitus', sms: 'tekstiviesti' },
  },
};
