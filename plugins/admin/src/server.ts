import { CORE_API_VERSION, createServiceFactory, defineServerPlugin, maintenanceServiceRef } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { adminMigrations } from './server/migrations';
import { ADMIN_SERVICE_DEPS } from './server/adminServices';
import { registerAdminRoutes } from './server/registerAdminRoutes';
import { maintenanceWindowsJob } from './server/operations/maintenanceJob';
import { readMaintenanceState } from './server/operations/maintenanceStore';
import { ADMIN_PERMISSIONS } from './contract/permissions';

/**
 * The admin plugin's server part (no feature flag: each route declares the admin permission it needs). The host mounts it
 * under /api when the company ships the plugin, and runs its migrations on the shared database.
 */
export const adminServerPlugin = defineServerPlugin({
  id: 'admin',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  permissions: ADMIN_PERMISSIONS,
  migrations: adminMigrations,
  deps: ADMIN_SERVICE_DEPS,
  routes: registerAdminRoutes,
  jobs: [maintenanceWindowsJob],
  // The host's maintenance gate asks the switch this plugin keeps.
  provides: [
    createServiceFactory({
      service: maintenanceServiceRef,
      factory: (_deps, { db, company }) => ({ current: () => readMaintenanceState(db, company) }),
    }),
  ],
});

export default adminServerPlugin;
