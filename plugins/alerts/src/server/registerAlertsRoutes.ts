import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerAdminDisruptionRoute } from './routes/adminDisruptionRoute';
import { registerConsumptionRoutes } from './routes/consumptionRoutes';
import { registerDisruptionRoutes } from './routes/disruptionRoutes';
import { registerDistrictHeatingRoutes } from './routes/districtHeatingRoutes';
import { registerEnergyPriceRoutes } from './routes/energyPriceRoutes';
import { registerPlacesRoutes } from './routes/placesRoutes';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerAlertsRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerPlacesRoutes(app, context);
  registerConsumptionRoutes(app, context);
  registerDisruptionRoutes(app, context);
  registerDistrictHeatingRoutes(app, context);
  registerEnergyPriceRoutes(app, context);
  registerAdminDisruptionRoute(app, context);
}
