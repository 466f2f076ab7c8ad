import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerMaintenanceRoutes } from './maintenanceRoutes';

/** The operations area's routes (maintenance); the flag screen uses the host's existing flag API. */
export function registerOperationsRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerMaintenanceRoutes(app, context);
}
