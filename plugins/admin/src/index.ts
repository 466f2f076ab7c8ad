import { CORE_API_VERSION, definePlugin, TOP_BAR_SLOT } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { adminRoute } from './web/routes';
import { developerDebugRoute, developerIngestRoute, developerStatusRoute } from './web/developer/routes';
import { auditRoute } from './web/audit/routes';
import { customerSearchRoute, viewAsRoute } from './web/customers/routes';
import { adminTranslations } from './web/translations';
import { ADMIN_USERS_CONFIRM_MODAL } from './web/users/modals';
import { adminAccessRightsRoute, adminUsersRoute } from './web/users/routes';
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
    { ref: adminUsersRoute, page: () => import('./web/users/UsersAdminPage'), enabledWhen: { permission: 'admin.users' } },
    { ref: adminAccessRightsRoute, page: () => import('./web/users/AccessRightsPage'), enabledWhen: { permission: 'admin.accessRights' } },
    { ref: developerStatusRoute, page: () => import('./web/developer/DeveloperStatusPage'), enabledWhen: { permission: 'admin.developerTools' } },
    { ref: developerDebugRoute, page: () => import('./web/developer/DeveloperDebugPage'), enabledWhen: { permission: 'admin.developerTools' } },
    { ref: developerIngestRoute, page: () => import('./web/developer/DeveloperIngestPage'), enabledWhen: { permission: 'admin.developerTools' } },
    { ref: maintenanceRoute, page: () => import('./web/operations/MaintenanceAdminPage') },
    { ref: featureFlagsRoute, page: () => import('./web/operations/FeatureFlagsPage') },
    { ref: customerSearchRoute, page: () => import('./web/customers/CustomerSearchPage'), enabledWhen: { permission: 'admin.users' } },
    { ref: viewAsRoute, page: () => import('./web/customers/ViewAsPage'), enabledWhen: { permission: 'admin.users' } },
    { ref: auditRoute, page: () => import('./web/audit/AuditPage'), enabledWhen: { permission: 'admin.audit' } },
  ],
  menu: [
    { id: 'admin.menu', labelKey: 'menu.admin', route: adminRoute, section: 'admin', order: 1 },
    { id: 'admin.users', labelKey: 'menu.users', route: adminUsersRoute, section: 'admin', order: 20, enabledWhen: { permission: 'admin.users' } },
    { id: 'admin.accessRights', labelKey: 'menu.accessRights', route: adminAccessRightsRoute, section: 'admin', order: 21, enabledWhen: { permission: 'admin.accessRights' } },
    { id: 'admin.developerStatus', labelKey: 'menu.developerStatus', route: developerStatusRoute, section: 'admin', order: 80, enabledWhen: { permission: 'admin.developerTools' } },
    { id: 'admin.developerDebug', labelKey: 'menu.developerDebug', route: developerDebugRoute, section: 'admin', order: 81, enabledWhen: { permission: 'admin.developerTools' } },
    { id: 'admin.developerIngest', labelKey: 'menu.developerIngest', route: developerIngestRoute, section: 'admin', order: 82, enabledWhen: { permission: 'admin.developerTools' } },
    // Company-specific admin (superuser or an origin group); the page says so to anyone else, the server refuses them.
    { id: 'admin.maintenance', labelKey: 'menu.maintenance', route: maintenanceRoute, section: 'admin', order: 30, enabledWhen: { permission: 'admin.access' } },
    { id: 'admin.featureFlags', labelKey: 'menu.featureFlags', route: featureFlagsRoute, section: 'admin', order: 31, enabledWhen: { permission: 'admin.access' } },
    { id: 'admin.customers', labelKey: 'menu.customers', route: customerSearchRoute, section: 'admin', order: 10, enabledWhen: { permission: 'admin.users' } },
    { id: 'admin.audit', labelKey: 'menu.audit', route: auditRoute, section: 'admin', order: 90, enabledWhen: { permission: 'admin.audit' } },
  ],
  modals: [
    { ref: ADMIN_USERS_CONFIRM_MODAL, component: () => import('./web/users/AdminConfirmModal') },
  ],
  slots: [
    { id: 'admin.viewAsBanner', slot: TOP_BAR_SLOT, component: () => import('./web/customers/ViewAsBanner'), order: 0, enabledWhen: { permission: 'admin.users' } },
  ],
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
