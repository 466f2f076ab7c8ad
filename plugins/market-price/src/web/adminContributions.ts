import type { AdminContributions } from '@portal/core';
import { advertisementTileAdminRoute } from './routes';
import { adminStartup } from './translations/adminStartup';

/**
 * The plugin's administrators' screens with their menu labels. Loaded by core only for a user with
 * `admin.access` (PluginManifest.admin), so none of it is in a customer's start-up bundle.
 */
export const admin: AdminContributions = {
  routes: [
    {
      ref: advertisementTileAdminRoute,
      page: () => import('./admin/AdvertisementTileAdminPage'),
      enabledWhen: { permission: 'admin.advertisementTile' },
    },
  ],
  menu: [
    {
      id: 'market-price.adminTiles',
      labelKey: 'menu.adminTiles',
      route: advertisementTileAdminRoute,
      section: 'admin',
      order: 40,
      enabledWhen: { permission: 'admin.advertisementTile' },
    },
  ],
  startup: adminStartup,
};
