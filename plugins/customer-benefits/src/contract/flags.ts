import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the customer-benefits plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const CUSTOMER_BENEFITS_FLAGS = defineFlags({
  customerBenefits: { default: false, description: 'Customer benefits page.' },
});

export type CustomerBenefitsFlag = FlagKeyOf<typeof CUSTOMER_BENEFITS_FLAGS>;
