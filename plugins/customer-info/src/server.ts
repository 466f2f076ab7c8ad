import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { customerInfoMigrations } from './server/migrations';
import { registerCustomerInfoRoutes } from './server/registerCustomerInfoRoutes';
import { CUSTOMER_INFO_FLAGS } from './contract/flags';

/**
 * The customer-info plugin's server part (flag `customerInfo`: off → its routes answer 404). The host mounts it
 * under /api when the company ships the plugin, and runs its migrations on the shared database.
 */
export const customerInfoServerPlugin = defineServerPlugin({
  id: 'customer-info',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: CUSTOMER_INFO_FLAGS,
  flag: 'customerInfo',
  migrations: customerInfoMigrations,
  routes: registerCustomerInfoRoutes,
});

export default customerInfoServerPlugin;
