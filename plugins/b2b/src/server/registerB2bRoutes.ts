import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerCompaniesRoute } from './routes/companiesRoute';
import { registerLabelsRoutes } from './routes/labelsRoutes';
import { registerListCsvRoute } from './routes/listCsvRoute';
import { registerListSearchRoute } from './routes/listSearchRoute';
import { registerListSummaryRoute } from './routes/listSummaryRoute';
import { registerSetContentOrderRoute } from './routes/setContentOrderRoute';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerB2bRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerCompaniesRoute(app, context);
  registerListSummaryRoute(app, context);
  registerListSearchRoute(app, context);
  registerSetContentOrderRoute(app, context);
  registerListCsvRoute(app, context);
  registerLabelsRoutes(app, context);
}
