import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerAdminAdvertisementTileRoutes } from './advertisementTile/adminAdvertisementTileRoutes';
import { registerAdvertisementTileRoute } from './advertisementTile/advertisementTileRoute';
import { registerCheapestRoute } from './routes/cheapestRoute';
import { registerEnergyPriceRoute } from './routes/energyPriceRoute';
import { registerForwardPricesRoute } from './routes/forwardPricesRoute';
import { registerFutureRoute } from './routes/futureRoute';
import { registerSimulatorRoute } from './routes/simulatorRoute';
import { registerSuggestionRoute } from './routes/suggestionRoute';
import { registerUserPriceRoute } from './routes/userPriceRoute';
import { registerWeightedConsumptionRoutes } from './routes/weightedConsumptionRoutes';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerMarketPriceRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  // The fixed path first, so "cheapest" is never read as a parameter.
  registerCheapestRoute(app, context);
  registerEnergyPriceRoute(app, context);
  registerUserPriceRoute(app, context);
  registerSimulatorRoute(app, context);
  registerSuggestionRoute(app, context);
  registerWeightedConsumptionRoutes(app, context);
  registerFutureRoute(app, context);
  registerForwardPricesRoute(app, context);
  registerAdvertisementTileRoute(app, context);
  registerAdminAdvertisementTileRoutes(app, context);
}
