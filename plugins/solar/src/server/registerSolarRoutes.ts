import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerLinkRoutes } from './routes/linkRoutes';
import { registerMicrogenerationRoutes } from './routes/microgenerationRoutes';
import { registerPanelRoutes } from './routes/panelRoutes';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerSolarRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerPanelRoutes(app, context);
  registerLinkRoutes(app, context);
  registerMicrogenerationRoutes(app, context);
}
