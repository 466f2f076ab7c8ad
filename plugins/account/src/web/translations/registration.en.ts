import type { RegistrationTranslation } from './registration.fi';

export const registrationEn: RegistrationTranslation = {
  register: {
    title: 'Register as a customer',
    intro: 'Link your account to your customership to see your use places, invoices and consumption. Choose one of the ways.',
  },
  add: {
    title: 'Add a customership',
    intro: 'Add another customership to your account, for example at another company or with another customer number. Its use places show at once.',
  },
  strong: {
    title: 'Strong identification',
    intro:
      'Identify yourself with online banking codes or a mobile certificate. We find your customership by your personal identity code; we do not store the code.',
    start: 'Go to identification',
    starting: 'Going…',
  },
  invoice: {
    title: 'Customer number and invoice reference',
    intro: 'You find both on an invoice from the last 12 months.',
    company: 'Company',
    number: 'Customer number',
    numberHint: 'Digits only, for example 1000002.',
    numberInvalid: 'The customer number has digits only.',
    reference: 'Invoice reference number',
    referenceHint: 'As on the invoice, with or without spaces.',
    referenceInvalid: 'Check the reference: it has digits (and the letters RF in an RF reference).',
    submit: 'Add customership',
    sending: 'Checking…',
  },
  companies: { VARE: 'Vare Energia', SV: 'SV Sähkö', KUO: 'Kuo Energia' },
  problems: {
    mismatch: 'The customer number and reference do not match an invoice from the last 12 months. Check them on the invoice.',
    lockedOut: 'Too many failed attempts. Try again in an hour, or identify yourself strongly.',
    noCustomership: 'No customership was found with your personal identity code. Please contact customer service.',
    identificationFailed: 'The identification could not be verified. Start the identification again.',
    cancelled: 'The identification was cancelled.',
    unavailable: 'The identification service is not available right now. Try again in a moment.',
    alreadyExists: 'The customership is already linked to another account.',
    failed: 'Adding the customership failed. Try again.',
  },
  prompt: {
    title: 'You are not a customer in the portal yet',
    text: 'Link your account to your customership to see your use places and invoices.',
    link: 'Register as a customer',
  },
  return: {
    title: 'Identification',
    working: 'Verifying the identification…',
    tryAgain: 'Try again',
  },
  done: {
    title: 'Customership added',
    added_one: 'You now see {{count}} new use place.',
    added_other: 'You now see {{count}} new use places.',
    nothingNew: 'The customership was already linked to your account.',
    customership: '{{company}}, customer number {{customerCode}}',
    showPlaces: 'Show use places',
  },
};
