import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { solarMigrations } from './server/migrations';
import { registerSolarRoutes } from './server/registerSolarRoutes';

/**
 * The solar plugin's server part (flag `solar`: off → its routes answer 404). The host mounts it
 * under /api when the company ships the plugin, and runs its migrations on the shared database.
 */
export const solarServerPlugin = defineServerPlugin({
  id: 'solar',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flag: 'solar',
  migrations: solarMigrations,
  routes: registerSolarRoutes,
});

export default solarServerPlugin;
