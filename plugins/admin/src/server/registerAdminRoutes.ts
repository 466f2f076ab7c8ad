import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerUsersRoutes } from './users/registerUsersRoutes';
import { registerDeveloperRoutes } from './developer/registerDeveloperRoutes';
import { registerOperationsRoutes } from './operations/registerOperationsRoutes';
import { registerAuditRoutes } from './audit/registerAuditRoutes';
import { registerCustomersRoutes } from './customers/registerCustomersRoutes';
import type { AdminServices } from './adminServices';

/**
 * Every route of the plugin, one register call per admin area (customers, users, operations,
 * developer tools, audit); the paths are listed in ../contract/paths.ts.
 */
export function registerAdminRoutes(app: FastifyInstance, context: ServerPluginContext, services: AdminServices): void {
  registerUsersRoutes(app, context, services);
  registerDeveloperRoutes(app, context);
  registerOperationsRoutes(app, context);
  registerCustomersRoutes(app, context, services);
  registerAuditRoutes(app, context);
}
