import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerCustomershipRoutes } from './routes/customershipRoutes';
import { registerMyCompaniesRoute } from './routes/myCompaniesRoute';
import { registerReadRoutes } from './routes/readRoutes';
import { registerSubUserRoutes } from './routes/subUserRoutes';
import { registerTransferRoute } from './routes/transferRoute';
import type { UserManagementServices } from './userManagementServices';

export function registerUserManagementRoutes(app: FastifyInstance, context: ServerPluginContext, services: UserManagementServices): void {
  registerMyCompaniesRoute(app, context);
  registerReadRoutes(app, context);
  registerSubUserRoutes(app, context);
  registerTransferRoute(app, context);
  registerCustomershipRoutes(app, context, services);
}
