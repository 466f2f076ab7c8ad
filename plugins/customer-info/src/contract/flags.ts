import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the customer-info plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const CUSTOMER_INFO_FLAGS = defineFlags({
  customerInfo: { default: false, description: 'Customer info page: contact details and customerships.' },
});

export type CustomerInfoFlag = FlagKeyOf<typeof CUSTOMER_INFO_FLAGS>;
