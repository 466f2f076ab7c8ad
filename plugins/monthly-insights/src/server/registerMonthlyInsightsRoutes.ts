import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerInsightRoutes } from './routes/insightRoutes';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerMonthlyInsightsRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerInsightRoutes(app, context);
}
