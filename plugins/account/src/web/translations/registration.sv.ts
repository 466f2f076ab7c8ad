import type { RegistrationTranslation } from './registration.fi';

export const registrationSv: RegistrationTranslation = {
  register: {
    title: 'Registrera dig som kund',
    intro: 'Koppla ditt konto till ditt kundförhållande så ser du dina förbrukningsplatser, fakturor och din förbrukning. Välj ett av sätten.',
  },
  add: {
    title: 'Lägg till kundförhållande',
    intro:
      'Lägg till ett annat kundförhållande till ditt konto, till exempel hos ett annat bolag eller med ett annat kundnummer. Dess förbrukningsplatser syns genast.',
  },
  strong: {
    title: 'Stark identifiering',
    intro:
      'Identifiera dig med bankkoder eller mobilcertifikat. Vi hittar ditt kundförhållande med din personbeteckning; vi sparar inte personbeteckningen.',
    start: 'Gå till identifieringen',
    starting: 'Går vidare…',
  },
  invoice: {
    title: 'Kundnummer och fakturans referensnummer',
    intro: 'Du hittar båda på en faktura från de senaste 12 månaderna.',
    company: 'Bolag',
    number: 'Kundnummer',
    numberHint: 'Endast siffror, till exempel 1000002.',
    numberInvalid: 'Kundnumret har endast siffror.',
    reference: 'Fakturans referensnummer',
    referenceHint: 'Som på fakturan, med eller utan mellanslag.',
    referenceInvalid: 'Kontrollera referensnumret: det har siffror (och i en RF-referens bokstäverna RF).',
    submit: 'Lägg till kundförhållande',
    sending: 'Kontrollerar…',
  },
  companies: { VARE: 'Vare Energia', SV: 'SV Sähkö', KUO: 'Kuo Energia' },
  problems: {
    mismatch: 'Kundnumret och referensnumret stämmer inte med fakturorna från de senaste 12 månaderna. Kontrollera dem på fakturan.',
    lockedOut: 'För många misslyckade försök. Försök igen om en timme eller identifiera dig starkt.',
    noCustomership: 'Inget kundförhållande hittades med din personbeteckning. Kontakta kundtjänsten.',
    identificationFailed: 'Identifieringen kunde inte bekräftas. Börja identifieringen på nytt.',
    cancelled: 'Identifieringen avbröts.',
    unavailable: 'Identifieringstjänsten är inte tillgänglig just nu. Försök igen om en stund.',
    alreadyExists: 'Kundförhållandet är redan kopplat till ett annat konto.',
    failed: 'Det gick inte att lägga till kundförhållandet. Försök igen.',
  },
  prompt: {
    title: 'Du är inte kund i portalen än',
    text: 'Koppla ditt konto till ditt kundförhållande så ser du dina förbrukningsplatser och fakturor.',
    link: 'Registrera dig som kund',
  },
  return: {
    title: 'Identifiering',
    working: 'Identifieringen bekräftas…',
    tryAgain: 'Försök igen',
  },
  done: {
    title: 'Kundförhållandet har lagts till',
    added_one: 'Du ser nu {{count}} ny förbrukningsplats.',
    added_other: 'Du ser nu {{count}} nya förbrukningsplatser.',
    nothingNew: 'Kundförhållandet var redan kopplat till ditt konto.',
    customership: '{{company}}, kundnummer {{customerCode}}',
    showPlaces: 'Visa förbrukningsplatser',
  },
};
