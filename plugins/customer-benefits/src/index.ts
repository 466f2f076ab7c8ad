import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { customerBenefitsRoute } from './web/routes';
import { customerBenefitsTranslations } from './web/translations';

/**
 * The customer-benefits plugin's web part (flag `customerBenefits`): one page with a menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const customerBenefitsPlugin = definePlugin({
  id: 'customer-benefits',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'customerBenefits' },
  routes: [{ ref: customerBenefitsRoute, page: () => import('./web/pages/CustomerBenefitsPage') }],
  menu: [{ id: 'customer-benefits.menu', labelKey: 'menu.customerBenefits', route: customerBenefitsRoute, section: 'services', order: 90 }],
  translations: customerBenefitsTranslations,
});

export default customerBenefitsPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { customerBenefitsRoute } from './web/routes';
export type { CustomerBenefitsItem, CustomerBenefitsItemsResponse } from './contract';
