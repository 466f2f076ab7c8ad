import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerAuditRoutes } from './audit/registerAuditRoutes';
import { registerCustomersRoutes } from './customers/registerCustomersRoutes';

/**
 * Every route of the plugin, one register call per admin area (customers, users, operations,
 * developer tools, audit); the paths are listed in ../contract/paths.ts.
 */
export function registerAdminRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerCustomersRoutes(app, context);
  registerAuditRoutes(app, context);
}
