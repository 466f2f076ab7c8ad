import type { CustomerServiceTranslation } from './fi';

export const sv: CustomerServiceTranslation = {
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
};
