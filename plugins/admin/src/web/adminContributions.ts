import type { AdminContributions } from '@portal/core';
import { TOP_BAR_SLOT } from '@portal/core';
import { adminRoute } from './routes';
import { developerDebugRoute, developerIngestRoute, developerStatusRoute } from './developer/routes';
import { auditRoute } from './audit/routes';
import { customerCardRoute, customerSearchRoute, viewAsRoute } from './customers/routes';
import { ADMIN_USERS_CONFIRM_MODAL } from './users/modals';
import { adminAccessRightsRoute, adminUsersRoute } from './users/routes';
import { featureFlagsRoute, maintenanceRoute } from './operations/routes';
import { startup } from './translations/startup';

/**
 * The admin plugin's screens: routes, menu steps, modal and view-as banner, with their menu labels.
 * Loaded by core only for a user with `admin.access` (PluginManifest.admin), so none of it is in a
 * customer's start-up bundle.
 */
export const admin: AdminContributions = {
  routes: [
    { ref: adminRoute, page: () => import('./pages/AdminPage') },
    { ref: adminUsersRoute, page: () => import('./users/UsersAdminPage'), enabledWhen: { permission: 'admin.users' } },
    { ref: adminAccessRightsRoute, page: () => import('./users/AccessRightsPage'), enabledWhen: { permission: 'admin.accessRights' } },
    { ref: developerStatusRoute, page: () => import('./developer/DeveloperStatusPage'), enabledWhen: { permission: 'admin.developerTools' } },
    { ref: developerDebugRoute, page: () => import('./developer/DeveloperDebugPage'), enabledWhen: { permission: 'admin.developerTools' } },
    { ref: developerIngestRoute, page: () => import('./developer/DeveloperIngestPage'), enabledWhen: { permission: 'admin.developerTools' } },
    { ref: maintenanceRoute, page: () => import('./operations/MaintenanceAdminPage') },
    { ref: featureFlagsRoute, page: () => import('./operations/FeatureFlagsPage') },
    { ref: customerSearchRoute, page: () => import('./customers/CustomerSearchPage'), enabledWhen: { permission: 'admin.users' } },
    { ref: customerCardRoute, page: () => import('./customers/CustomerCardPage'), enabledWhen: { permission: 'admin.users' } },
    { ref: viewAsRoute, page: () => import('./customers/ViewAsPage'), enabledWhen: { permission: 'admin.users' } },
    { ref: auditRoute, page: () => import('./audit/AuditPage'), enabledWhen: { permission: 'admin.audit' } },
  ],
  menu: [
    { id: 'admin.menu', labelKey: 'menu.admin', route: adminRoute, section: 'admin', order: 1 },
    { id: 'admin.users', labelKey: 'menu.users', route: adminUsersRoute, section: 'admin', order: 20, enabledWhen: { permission: 'admin.users' } },
    {
      id: 'admin.accessRights',
      labelKey: 'menu.accessRights',
      route: adminAccessRightsRoute,
      section: 'admin',
      order: 21,
      enabledWhen: { permission: 'admin.accessRights' },
    },
    {
      id: 'admin.developerStatus',
      labelKey: 'menu.developerStatus',
      route: developerStatusRoute,
      section: 'admin',
      order: 80,
      enabledWhen: { permission: 'admin.developerTools' },
    },
    {
      id: 'admin.developerDebug',
      labelKey: 'menu.developerDebug',
      route: developerDebugRoute,
      section: 'admin',
      order: 81,
      enabledWhen: { permission: 'admin.developerTools' },
    },
    {
      id: 'admin.developerIngest',
      labelKey: 'menu.developerIngest',
      route: developerIngestRoute,
      section: 'admin',
      order: 82,
      enabledWhen: { permission: 'admin.developerTools' },
    },
    // Company-specific admin (superuser or an origin group); the page says so to anyone else, the server refuses them.
    {
      id: 'admin.maintenance',
      labelKey: 'menu.maintenance',
      route: maintenanceRoute,
      section: 'admin',
      order: 30,
      enabledWhen: { permission: 'admin.access' },
    },
    {
      id: 'admin.featureFlags',
      labelKey: 'menu.featureFlags',
      route: featureFlagsRoute,
      section: 'admin',
      order: 31,
      enabledWhen: { permission: 'admin.access' },
    },
    {
      id: 'admin.customers',
      labelKey: 'menu.customers',
      route: customerSearchRoute,
      section: 'admin',
      order: 10,
      enabledWhen: { permission: 'admin.users' },
    },
    { id: 'admin.audit', labelKey: 'menu.audit', route: auditRoute, section: 'admin', order: 90, enabledWhen: { permission: 'admin.audit' } },
  ],
  modals: [{ ref: ADMIN_USERS_CONFIRM_MODAL, component: () => import('./users/AdminConfirmModal') }],
  slots: [
    {
      id: 'admin.viewAsBanner',
      slot: TOP_BAR_SLOT,
      component: () => import('./customers/ViewAsBanner'),
      order: 0,
      enabledWhen: { permission: 'admin.users' },
    },
  ],
  startup,
};
