import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { customerBenefitsRoute } from './web/routes';
import { customerBenefitsTranslations } from './web/translations';
import { CUSTOMER_BENEFITS_FLAGS } from './contract/flags';
import { CUSTOMER_BENEFITS_PERMISSIONS } from './contract/permissions';

/**
 * The customer-benefits plugin's web part (flag `customerBenefits`): the customer's benefits page with
 * its menu step, and the benefits administrators' page as an admin menu step (permission
 * admin.benefits). This file is the manifest only — it is in every visitor's start-up bundle, so it
 * imports no page, no zod schema and no runtime code; pages load lazily as their own chunks.
 */
export const customerBenefitsPlugin = definePlugin({
  id: 'customer-benefits',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: CUSTOMER_BENEFITS_FLAGS,
  permissions: CUSTOMER_BENEFITS_PERMISSIONS,
  enabledWhen: { flag: 'customerBenefits' },
  routes: [{ ref: customerBenefitsRoute, page: () => import('./web/pages/CustomerBenefitsPage') }],
  menu: [{ id: 'customer-benefits.menu', labelKey: 'menu.customerBenefits', route: customerBenefitsRoute, section: 'services', order: 90 }],
  demo: () => import('./web/demoAnswers').then((m) => m.customerBenefitsDemoAnswers),
  admin: () => import('./web/adminContributions').then((m) => m.admin),
  translations: customerBenefitsTranslations,
});

export default customerBenefitsPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { customerBenefitsAdminRoute, customerBenefitsRoute } from './web/routes';
export type { CustomerBenefit, CustomerBenefitsResponse, AdminBenefit } from './contract';
