/** Registration as a customer, in Finnish (the type the other languages follow). */
export const registrationFi = {
  register: {
    title: 'Rekisteröidy asiakkaaksi',
    intro: 'Yhdistä tunnuksesi asiakkuuteesi, niin näet käyttöpaikkasi, laskusi ja kulutuksesi. Valitse toinen tavoista.',
  },
  add: {
    title: 'Lisää asiakkuus',
    intro: 'Lisää tunnukseesi toinen asiakkuus, esimerkiksi toisen yhtiön tai toisen asiakasnumeron. Sen käyttöpaikat näkyvät heti.',
  },
  strong: {
    title: 'Tunnistaudu vahvasti',
    intro:
      'Tunnistaudu pankkitunnuksilla tai mobiilivarmenteella. Löydämme asiakkuutesi henkilötunnuksesi perusteella; emme tallenna henkilötunnusta.',
    start: 'Siirry tunnistautumaan',
    starting: 'Siirrytään…',
  },
  invoice: {
    title: 'Asiakasnumero ja laskun viitenumero',
    intro: 'Löydät molemmat viimeisen 12 kuukauden aikana saamastasi laskusta.',
    company: 'Yhtiö',
    number: 'Asiakasnumero',
    numberHint: 'Pelkät numerot, esimerkiksi 1000002.',
    numberInvalid: 'Asiakasnumerossa on vain numeroita.',
    reference: 'Laskun viitenumero',
    referenceHint: 'Kuten laskussa, välilyönneillä tai ilman.',
    referenceInvalid: 'Tarkista viitenumero: siinä on numeroita (ja RF-viitteessä kirjaimet RF).',
    submit: 'Lisää asiakkuus',
    sending: 'Tarkistetaan…',
  },
  companies: { VARE: 'Vare Energia', SV: 'SV Sähkö', KUO: 'Kuo Energia' },
  problems: {
    mismatch: 'Asiakasnumero ja viitenumero eivät täsmää viimeisen 12 kuukauden laskuihin. Tarkista ne laskulta.',
    lockedOut: 'Liian monta epäonnistunutta yritystä. Yritä uudelleen tunnin kuluttua tai tunnistaudu vahvasti.',
    noCustomership: 'Henkilötunnuksellasi ei löytynyt asiakkuutta. Ota yhteyttä asiakaspalveluun.',
    identificationFailed: 'Tunnistautumista ei voitu vahvistaa. Aloita tunnistautuminen uudelleen.',
    cancelled: 'Tunnistautuminen keskeytettiin.',
    unavailable: 'Tunnistuspalvelu ei ole juuri nyt käytettävissä. Yritä hetken kuluttua uudelleen.',
    alreadyExists: 'Asiakkuus on jo liitetty toiseen tunnukseen.',
    failed: 'Asiakkuuden lisääminen ei onnistunut. Yritä uudelleen.',
  },
  prompt: {
    title: 'Et ole vielä asiakas portaalissa',
    text: 'Yhdistä tunnuksesi asiakkuuteesi, niin näet käyttöpaikkasi ja laskusi.',
    link: 'Rekisteröidy asiakkaaksi',
  },
  return: {
    title: 'Tunnistautuminen',
    working: 'Vahvistetaan tunnistautumista…',
    tryAgain: 'Yritä uudelleen',
  },
  done: {
    title: 'Asiakkuus lisätty',
    added_one: 'Näet nyt {{count}} uuden käyttöpaikan.',
    added_other: 'Näet nyt {{count}} uutta käyttöpaikkaa.',
    nothingNew: 'Asiakkuus oli jo liitetty tunnukseesi.',
    customership: '{{company}}, asiakasnumero {{customerCode}}',
    showPlaces: 'Näytä käyttöpaikat',
  },
};

export type RegistrationTranslation = typeof registrationFi;
