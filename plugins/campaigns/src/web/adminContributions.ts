import type { AdminContributions } from '@portal/core';
import { campaignsAdminRoute } from './routes';
import { startup } from './translations/startup';

/**
 * The campaigns administrators' page with its menu step and label. Loaded by core only for a user with
 * `admin.access` (PluginManifest.admin), so none of it is in a customer's start-up bundle.
 */
export const admin: AdminContributions = {
  routes: [{ ref: campaignsAdminRoute, page: () => import('./pages/CampaignsAdminPage'), enabledWhen: { permission: 'admin.messaging' } }],
  menu: [
    {
      id: 'campaigns.admin',
      labelKey: 'menu.campaigns',
      route: campaignsAdminRoute,
      section: 'admin',
      order: 40,
      enabledWhen: { permission: 'admin.messaging' },
    },
  ],
  startup,
};
