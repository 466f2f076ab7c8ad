import type { PluginTranslations } from '@portal/core';

/** Namespace `customer-service`. Opening hours come from the company config as the company writes them. */
export const customerServiceTranslations = {
  fi: {
    headerButton: 'Asiakaspalvelu',
    headerButtonLabel: 'Asiakaspalvelu: puhelinnumerot ja aukioloajat',
    modal: {
      title: 'Asiakaspalvelun numerot',
      intro: '{{company}} palvelee sinua puhelimitse.',
      freeOfCharge: 'Soitot 0800-numeroihin ovat maksuttomia.',
      hours: 'Palveluajat: {{hours}}',
      call: 'Soita numeroon {{number}} ({{type}})',
      close: 'Sulje',
      none: 'Puhelinnumeroita ei ole saatavilla.',
    },
    type: { CustomerService: 'Asiakaspalvelu', Hotline: 'Päivystys' },
  },
  sv: {
    headerButton: 'Kundtjänst',
    headerButtonLabel: 'Kundtjänst: telefonnummer och öppettider',
    modal: {
      title: 'Kundtjänstens nummer',
      intro: '{{company}} betjänar dig per telefon.',
      freeOfCharge: 'Samtal till 0800-nummer är avgiftsfria.',
      hours: 'Öppettider: {{hours}}',
      call: 'Ring {{number}} ({{type}})',
      close: 'Stäng',
      none: 'Inga telefonnummer finns tillgängliga.',
    },
    type: { CustomerService: 'Kundtjänst', Hotline: 'Jour' },
  },
  en: {
    headerButton: 'Customer service',
    headerButtonLabel: 'Customer service: phone numbers and opening hours',
    modal: {
      title: 'Customer service numbers',
      intro: '{{company}} serves you by phone.',
      freeOfCharge: 'Calls to 0800 numbers are free of charge.',
      hours: 'Opening hours: {{hours}}',
      call: 'Call {{number}} ({{type}})',
      close: 'Close',
      none: 'No phone numbers are available.',
    },
    type: { CustomerService: 'Customer service', Hotline: 'Hotline' },
  },
} as const satisfies PluginTranslations;
