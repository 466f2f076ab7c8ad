import { CORE_API_VERSION, definePlugin, TOP_BAR_SLOT } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { adminRoute } from './web/routes';
import { auditRoute } from './web/audit/routes';
import { customerSearchRoute, viewAsRoute } from './web/customers/routes';
import { adminTranslations } from './web/translations';

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
    { ref: customerSearchRoute, page: () => import('./web/customers/CustomerSearchPage'), enabledWhen: { permission: 'admin.users' } },
    { ref: viewAsRoute, page: () => import('./web/customers/ViewAsPage'), enabledWhen: { permission: 'admin.users' } },
    { ref: auditRoute, page: () => import('./web/audit/AuditPage'), enabledWhen: { permission: 'admin.audit' } },
  ],
  menu: [
    { id: 'admin.menu', labelKey: 'menu.admin', route: adminRoute, section: 'admin', order: 1 },
    { id: 'admin.customers', labelKey: 'menu.customers', route: customerSearchRoute, section: 'admin', order: 10, enabledWhen: { permission: 'admin.users' } },
    { id: 'admin.audit', labelKey: 'menu.audit', route: auditRoute, section: 'admin', order: 90, enabledWhen: { permission: 'admin.audit' } },
  ],
  slots: [
    { id: 'admin.viewAsBanner', slot: TOP_BAR_SLOT, component: () => import('./web/customers/ViewAsBanner'), order: 0, enabledWhen: { permission: 'admin.users' } },
  ],
  translations: adminTranslations,
});

export default adminPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { adminRoute } from './web/routes';
export { customerSearchRoute, viewAsRoute } from './web/customers/routes';
export { auditRoute } from './web/audit/routes';

