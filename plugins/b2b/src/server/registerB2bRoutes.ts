import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import type { B2bServices } from './b2bServices';
import { registerCompaniesRoute } from './routes/companiesRoute';
import { registerLabelsRoutes } from './routes/labelsRoutes';
import { registerListCsvRoute } from './routes/listCsvRoute';
import { registerListSearchRoute } from './routes/listSearchRoute';
import { registerListSummaryRoute } from './routes/listSummaryRoute';
import { registerSetContentOrderRoute } from './routes/setContentOrderRoute';
import { registerPlacesRoutes } from './placesRoutes';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerB2bRoutes(app: FastifyInstance, context: ServerPluginContext, services: B2bServices): void {
  registerCompaniesRoute(app, context);
  registerListSummaryRoute(app, context, services);
  registerListSearchRoute(app, context);
  registerSetContentOrderRoute(app, context);
  registerListCsvRoute(app, context, services);
  registerLabelsRoutes(app, context);
  registerPlacesRoutes(app, context, services);
}
