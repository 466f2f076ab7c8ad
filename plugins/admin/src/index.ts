import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { adminRoute } from './web/routes';
import { adminTranslations } from './web/translations';
import { featureFlagsRoute, maintenanceRoute } from './web/operations/routes';

/**
 * The admin plugin's web part: the administrators' side of the portal (SPEC §6 admin groups). Gated
 * by the `admin.access` permission, not a feature flag: a flag administrators can switch could lock them
 * out, and a flag is not security anyway — every admin route checks its own permission on the server. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const adminPlugin = definePlugin({
  id: 'admin',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { permission: 'admin.access' },
  routes: [
    { ref: adminRoute, page: () => import('./web/pages/AdminPage') },
    { ref: maintenanceRoute, page: () => import('./web/operations/MaintenanceAdminPage') },
    { ref: featureFlagsRoute, page: () => import('./web/operations/FeatureFlagsPage') },
  ],
  menu: [
    { id: 'admin.menu', labelKey: 'menu.admin', route: adminRoute, section: 'admin', order: 1 },
    // Company-specific admin (superuser or an origin group); the page says so to anyone else, the server refuses them.
    { id: 'admin.maintenance', labelKey: 'menu.maintenance', route: maintenanceRoute, section: 'admin', order: 30, enabledWhen: { permission: 'admin.access' } },
    { id: 'admin.featureFlags', labelKey: 'menu.featureFlags', route: featureFlagsRoute, section: 'admin', order: 31, enabledWhen: { permission: 'admin.access' } },
  ],
  translations: adminTranslations,
});

export default adminPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { adminRoute } from './web/routes';
export { featureFlagsRoute, maintenanceRoute } from './web/operations/routes';

