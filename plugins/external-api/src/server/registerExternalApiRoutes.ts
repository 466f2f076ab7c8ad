import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import type { ExternalApiServices } from './externalApiServices';
import { registerKeyRoutes } from './routes/keyRoutes';
import { auditExternalCalls } from './v1/auditCalls';
import { registerV1LocationRoutes } from './v1/locationRoutes';
import { registerV1SeriesRoutes } from './v1/seriesRoutes';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerExternalApiRoutes(app: FastifyInstance, context: ServerPluginContext, services: ExternalApiServices): void {
  auditExternalCalls(app, context);
  registerKeyRoutes(app, context, services);
  // Registered before `:locationIdentifier/...` reads it as a place: `search` is a fixed segment.
  registerV1SeriesRoutes(app, context);
  registerV1LocationRoutes(app, context);
}
