import { CORE_API_VERSION, defineServerPlugin } from '@portal/core/server';
import packageJson from '../package.json' with { type: 'json' };
import { seedCampaignDemoData } from './server/demo/campaignDemoData';
import { campaignsMigrations } from './server/migrations';
import { registerCampaignsRoutes } from './server/registerCampaignsRoutes';

/**
 * The campaigns plugin's server part (requirements §4/§7 campaigns). No feature flag: requirements §2 names none for
 * campaigns; a company without campaigns does not ship the plugin, and one without a published campaign
 * shows nothing. The host mounts it under /api and runs its migrations on the shared database.
 */
export const campaignsServerPlugin = defineServerPlugin({
  id: 'campaigns',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  migrations: campaignsMigrations,
  routes: registerCampaignsRoutes,
  demoData: seedCampaignDemoData,
});

export default campaignsServerPlugin;
