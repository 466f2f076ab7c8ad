import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerContractsRoutes } from './routes/contractsRoutes';
import { registerCustomershipsRoute } from './routes/customershipsRoute';
import { registerUpdateCustomershipRoute } from './routes/updateCustomershipRoute';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerCustomerInfoRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerCustomershipsRoute(app, context);
  registerUpdateCustomershipRoute(app, context);
  registerContractsRoutes(app, context);
}
