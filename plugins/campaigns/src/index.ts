import { CORE_API_VERSION, definePlugin } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { campaignsRoute } from './web/routes';
import { campaignsTranslations } from './web/translations';

/**
 * The campaigns plugin's web part (flag `customerBenefits`): one page with a menu step. This file is the
 * manifest only — it is in every visitor's start-up bundle, so it imports no page, no zod schema and
 * no runtime code; pages load lazily as their own chunk. Importing it registers nothing.
 */
export const campaignsPlugin = definePlugin({
  id: 'campaigns',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: { flag: 'customerBenefits' },
  routes: [{ ref: campaignsRoute, page: () => import('./web/pages/CampaignsPage') }],
  menu: [{ id: 'campaigns.menu', labelKey: 'menu.campaigns', route: campaignsRoute, section: 'services', order: 90 }],
  translations: campaignsTranslations,
});

export default campaignsPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { campaignsRoute } from './web/routes';
export type { CampaignsItem, CampaignsItemsResponse } from './contract';
