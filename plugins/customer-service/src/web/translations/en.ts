import type { CustomerServiceTranslation } from './fi';

export const en: CustomerServiceTranslation = {
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
};
