import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { customerInfoRoute } from './web/routes';
import { customerInfoTranslations } from './web/translations';
import { CUSTOMER_INFO_FLAGS } from './contract/flags';

/**
 * Customer information (flag `customerInfo`, requirements §2 "customer information"): contact details,
 * customerships at every company with this company's editable, and the user's contracts. This file is
 * the manifest only — in every visitor's start-up bundle — so the page is a lazy chunk.
 */
export const customerInfoPlugin = definePlugin({
  id: 'customer-info',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: CUSTOMER_INFO_FLAGS,
  enabledWhen: { flag: 'customerInfo' },
  routes: [{ ref: customerInfoRoute, page: () => import('./web/pages/CustomerInfoPage') }],
  menu: [{ id: 'customer-info.menu', labelKey: 'menu.customerInfo', route: customerInfoRoute, section: 'account', order: 10 }],
  translations: customerInfoTranslations,
  // requirements §7 demo mode (user info): for the demo build only, behind a loader.
  demo: () => import('./web/demoAnswers').then((m) => m.customerInfoDemoAnswers),
});

export default customerInfoPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { customerInfoRoute } from './web/routes';
export type { Customership, CustomershipsResponse, UserContract, UserContractsResponse, NewContractInfoResponse } from './contract';
