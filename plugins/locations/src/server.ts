import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { locationServiceDeps } from './server/locationServices';
import { registerLocationRoutes } from './server/registerLocationRoutes';

/**
 * The locations plugin's server part. It needs no tables of its own: use places, access, content
 * order and names are the shared domain model's (migrated by the API host), so it ships no migrations.
 */
export const locationsServerPlugin = defineServerPlugin({
  id: 'locations',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flag: 'locations',
  deps: locationServiceDeps,
  routes: registerLocationRoutes,
});

export default locationsServerPlugin;
