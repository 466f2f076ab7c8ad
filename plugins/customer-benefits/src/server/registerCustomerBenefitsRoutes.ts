import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerAdminBenefitRoutes } from './routes/adminBenefitRoutes';
import { registerCustomerBenefitRoutes } from './routes/customerBenefitRoutes';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerCustomerBenefitsRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerCustomerBenefitRoutes(app, context);
  registerAdminBenefitRoutes(app, context);
}
