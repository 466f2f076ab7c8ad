import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerCacheKeyRoutes } from './cacheKeyRoutes';
import { registerDebugRoutes } from './debugRoutes';
import { registerIntegrationHealthRoute } from './integrationHealthRoute';
import { registerMeteringDataAgeRoute } from './meteringDataAgeRoute';

/**
 * The developer tools' own routes (issue 16 item 5). The background-process list and the ingests they
 * show are the host's and the consumption plugin's routes, not repeated here.
 */
export function registerDeveloperRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerCacheKeyRoutes(app, context);
  registerDebugRoutes(app, context);
  registerIntegrationHealthRoute(app, context);
  registerMeteringDataAgeRoute(app, context);
}
