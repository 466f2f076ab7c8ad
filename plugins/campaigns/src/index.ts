import { CORE_API_VERSION, definePlugin, FRONT_PAGE_CARD_SLOT } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { campaignsTranslations } from './web/translations';

/**
 * The campaigns plugin's web part: the front-page card with the campaign meant for this customer, and
 * the campaign administrators' page as an admin menu step (permission admin.messaging). No feature
 * flag: requirements §2 names none for campaigns. This file is the manifest only — it is in every visitor's
 * start-up bundle, so it imports no page, no zod schema and no runtime code.
 */
export const campaignsPlugin = definePlugin({
  id: 'campaigns',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  slots: [{ id: 'campaigns.frontPage', slot: FRONT_PAGE_CARD_SLOT, component: () => import('./web/frontPage/FrontPageCampaignCard'), order: 15 }],
  demo: () => import('./web/demoAnswers').then((m) => m.campaignsDemoAnswers),
  admin: () => import('./web/adminContributions').then((m) => m.admin),
  translations: campaignsTranslations,
});

export default campaignsPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { campaignsAdminRoute } from './web/routes';
export type { Campaign, CampaignList, CurrentCampaignResponse } from './contract';
