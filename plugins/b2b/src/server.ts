import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { massExportJob } from './server/export/massExportJob';
import { placeDemoData } from './server/place/placeDemoData';
import { b2bMigrations } from './server/migrations';
import { b2bServiceDeps } from './server/b2bServices';
import { registerB2bRoutes } from './server/registerB2bRoutes';

/**
 * The b2b plugin's server part (flag `locations`: off → its routes answer 404). The host mounts it
 * under /api when the company ships the plugin, and runs its migrations on the shared database.
 */
export const b2bServerPlugin = defineServerPlugin({
  id: 'b2b',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flag: 'locations',
  modes: ['B2B'],
  // A B2C-only user gets 403 from every route (issue 15); one with a B2B customership may call them from either side.
  modeRefusal: 'forbidden',
  migrations: b2bMigrations,
  deps: b2bServiceDeps,
  routes: registerB2bRoutes,
  jobs: [massExportJob],
  demoData: placeDemoData,
});

export default b2bServerPlugin;
