import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerReportRoutes } from './routes/reportRoutes';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerReportsRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerReportRoutes(app, context);
}
