import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { customerInfoRoute } from './web/routes';
import { customerInfoTranslations } from './web/translations';

/**
 * The customer-info plugin's web part (flag `customerInfo`): one page with a menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const customerInfoPlugin = definePlugin({
  id: 'customer-info',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'customerInfo' },
  routes: [{ ref: customerInfoRoute, page: () => import('./web/pages/CustomerInfoPage') }],
  menu: [{ id: 'customer-info.menu', labelKey: 'menu.customerInfo', route: customerInfoRoute, section: 'services', order: 90 }],
  translations: customerInfoTranslations,
});

export default customerInfoPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { customerInfoRoute } from './web/routes';
export type { CustomerInfoItem, CustomerInfoItemsResponse } from './contract';
