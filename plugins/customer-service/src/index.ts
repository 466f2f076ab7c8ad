import { CORE_API_VERSION, definePlugin, HEADER_ACTIONS_SLOT } from '@portal/core';
import { CUSTOMER_SERVICE_NUMBERS_MODAL } from './web/customerServiceModal';

import { customerServiceTranslations } from './web/translations';

export { CUSTOMER_SERVICE_NUMBERS_MODAL } from './web/customerServiceModal';

/**
 * Customer service numbers (requirements §2/§3): a header button opening an info modal with the company's
 * numbers and hours. Every company ships it and no flag switches it off: customers must always be
 * able to find a phone number, also when everything else is down.
 */
export const customerServicePlugin = definePlugin({
  id: 'customer-service',
  version: '0.1.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  modals: [{ ref: CUSTOMER_SERVICE_NUMBERS_MODAL, component: () => import('./web/components/CustomerServiceNumbersModal') }],
  slots: [
    {
      id: 'customer-service.headerButton',
      slot: HEADER_ACTIONS_SLOT,
      component: () => import('./web/components/CustomerServiceButton'),
      order: 20,
    },
  ],
  translations: customerServiceTranslations,
});
