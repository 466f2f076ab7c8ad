import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { adminTranslations } from './web/translations';
import { ADMIN_PERMISSIONS } from './contract/permissions';

/**
 * The admin plugin's web part: the administrators' side of the portal (requirements §6 admin groups). Gated
 * by the `admin.access` permission, not a feature flag: a flag administrators can switch could lock them
 * out, and a flag is not security anyway — every admin route checks its own permission on the server. This file is the
 * manifest only — it is in every visitor's start-up bundle, so all its screens are in the lazily
 * loaded admin part (web/adminContributions.ts), which core loads only for a user with `admin.access`.
 * Importing it registers nothing.
 */
export const adminPlugin = definePlugin({
  id: 'admin',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  permissions: ADMIN_PERMISSIONS,
  enabledWhen: { permission: 'admin.access' },
  admin: () => import('./web/adminContributions').then((m) => m.admin),
  translations: adminTranslations,
});

export default adminPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { adminRoute } from './web/routes';
export { adminAccessRightsRoute, adminUsersRoute } from './web/users/routes';
export { developerDebugRoute, developerIngestRoute, developerStatusRoute } from './web/developer/routes';
export { featureFlagsRoute, maintenanceRoute } from './web/operations/routes';
export { customerSearchRoute, viewAsRoute } from './web/customers/routes';
export { auditRoute } from './web/audit/routes';
