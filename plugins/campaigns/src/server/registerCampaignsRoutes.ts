import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerAdminCampaignRoutes } from './routes/adminCampaignRoutes';
import { registerCustomerCampaignRoutes } from './routes/customerCampaignRoutes';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerCampaignsRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerAdminCampaignRoutes(app, context);
  registerCustomerCampaignRoutes(app, context);
}
