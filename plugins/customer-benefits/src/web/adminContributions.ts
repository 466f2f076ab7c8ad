import type { AdminContributions } from '@portal/core';
import { customerBenefitsAdminRoute } from './routes';
import { adminStartup } from './translations/adminStartup';

/**
 * The plugin's administrators' screens with their menu labels. Loaded by core only for a user with
 * `admin.access` (PluginManifest.admin), so none of it is in a customer's start-up bundle.
 */
export const admin: AdminContributions = {
  routes: [
    { ref: customerBenefitsAdminRoute, page: () => import('./pages/CustomerBenefitsAdminPage'), enabledWhen: { permission: 'admin.benefits' } },
  ],
  menu: [
    {
      id: 'customer-benefits.admin',
      labelKey: 'menu.admin',
      route: customerBenefitsAdminRoute,
      section: 'admin',
      order: 41,
      enabledWhen: { permission: 'admin.benefits' },
    },
  ],
  startup: adminStartup,
};
