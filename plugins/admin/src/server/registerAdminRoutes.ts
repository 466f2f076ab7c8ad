import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerUsersRoutes } from './users/registerUsersRoutes';
import { registerDeveloperRoutes } from './developer/registerDeveloperRoutes';
import { registerOperationsRoutes } from './operations/registerOperationsRoutes';
import { registerAuditRoutes } from './audit/registerAuditRoutes';
import { registerCustomersRoutes } from './customers/registerCustomersRoutes';

/**
 * Every route of the plugin, one register call per admin area (customers, users, operations,
 * developer tools, audit); the paths are listed in ../contract/paths.ts.
 */
export function registerAdminRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerUsersRoutes(app, context);
  registerDeveloperRoutes(app, context);
  registerOperationsRoutes(app, context);
  registerCustomersRoutes(app, context);
  registerAuditRoutes(app, context);
}
