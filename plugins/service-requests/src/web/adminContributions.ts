import type { AdminContributions } from '@portal/core';
import { adminServiceRoute } from './routes';
import { adminStartup } from './translations/adminStartup';

/**
 * The plugin's administrators' screens with their menu labels. Loaded by core only for a user with
 * `admin.access` (PluginManifest.admin), so none of it is in a customer's start-up bundle.
 */
export const admin: AdminContributions = {
  routes: [{ ref: adminServiceRoute, page: () => import('./pages/AdminServicePage'), enabledWhen: { permission: 'admin.users' } }],
  menu: [
    {
      id: 'service-requests.admin',
      labelKey: 'menu.admin',
      route: adminServiceRoute,
      section: 'admin',
      order: 40,
      enabledWhen: { permission: 'admin.users' },
    },
  ],
  startup: adminStartup,
};
