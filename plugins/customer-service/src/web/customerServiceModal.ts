import { createModalRef } from '@portal/core';

/** requirements §2 "customer service number" info modal: the company's numbers and their hours. */
export const CUSTOMER_SERVICE_NUMBERS_MODAL = createModalRef({ id: 'customer-service.numbers', kind: 'info' });
