import { definePermissions } from '@portal/core/shared';

/**
 * The permissions the customer-benefits plugin owns (requirements §6), read by both its web manifest and its server plugin.
 * Admin groups grant them (the permission policy); other plugins may check them too.
 */
export const CUSTOMER_BENEFITS_PERMISSIONS = definePermissions({
  'admin.benefits': { description: 'Create, publish and remove customer benefits.' },
});
