import type { AdminContributions } from '@portal/core';
import { topBarAdminRoute, massMessageAdminRoute } from './routes';
import { adminStartup } from './translations/adminStartup';

/**
 * The plugin's administrators' screens with their menu labels. Loaded by core only for a user with
 * `admin.access` (PluginManifest.admin), so none of it is in a customer's start-up bundle.
 */
export const admin: AdminContributions = {
  routes: [
    { ref: topBarAdminRoute, page: () => import('./admin/TopBarAdminPage'), enabledWhen: { permission: 'admin.topBarMessage' } },
    { ref: massMessageAdminRoute, page: () => import('./admin/MassMessageAdminPage'), enabledWhen: { permission: 'admin.messaging' } },
  ],
  menu: [
    {
      id: 'messages.adminTopBar',
      labelKey: 'menu.adminTopBar',
      route: topBarAdminRoute,
      section: 'admin',
      order: 50,
      enabledWhen: { permission: 'admin.topBarMessage' },
    },
    {
      id: 'messages.adminMassMessage',
      labelKey: 'menu.adminMassMessage',
      route: massMessageAdminRoute,
      section: 'admin',
      order: 51,
      enabledWhen: { permission: 'admin.messaging' },
    },
  ],
  startup: adminStartup,
};
