import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerItemsRoute } from './routes/itemsRoute';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerReportsRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerItemsRoute(app, context);
}
