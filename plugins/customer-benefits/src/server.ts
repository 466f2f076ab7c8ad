import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { seedCustomerBenefitDemoData } from './server/demo/customerBenefitDemoData';
import { customerBenefitsMigrations } from './server/migrations';
import { registerCustomerBenefitsRoutes } from './server/registerCustomerBenefitsRoutes';
import { CUSTOMER_BENEFITS_FLAGS } from './contract/flags';
import { CUSTOMER_BENEFITS_PERMISSIONS } from './contract/permissions';

/**
 * The customer-benefits plugin's server part (flag `customerBenefits`: off → its routes answer 404). The
 * host mounts it under /api when the company ships the plugin, and runs its migrations on the shared database.
 */
export const customerBenefitsServerPlugin = defineServerPlugin({
  id: 'customer-benefits',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: CUSTOMER_BENEFITS_FLAGS,
  permissions: CUSTOMER_BENEFITS_PERMISSIONS,
  flag: 'customerBenefits',
  migrations: customerBenefitsMigrations,
  routes: registerCustomerBenefitsRoutes,
  demoData: seedCustomerBenefitDemoData,
});

export default customerBenefitsServerPlugin;
