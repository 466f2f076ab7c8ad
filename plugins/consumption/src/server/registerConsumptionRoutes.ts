import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerBudgetRoutes } from './routes/budgetRoutes';
import { registerCsvBodyParser } from './routes/csvRequestBody';
import { registerDistrictHeatingSummaryRoute } from './routes/districtHeatingSummaryRoute';
import { registerIngestRoute } from './routes/ingestRoute';
import { registerProfileRoute } from './routes/profileRoute';
import { registerSpotPriceIngestRoute } from './routes/spotPriceIngestRoute';
import { registerSpotPriceNowRoute } from './routes/spotPriceNowRoute';
import { registerSummaryRoute } from './routes/summaryRoute';
import { registerTimeseriesRoutes } from './routes/timeseriesRoute';
import { registerWeightedRoute } from './routes/weightedRoute';

/** requirements §7 "Consumption" calls and the admin ingests (metering data, spot prices); paths are listed in ../contract/paths.ts. */
export function registerConsumptionRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerSummaryRoute(app, context);
  registerTimeseriesRoutes(app, context);
  registerProfileRoute(app, context);
  registerWeightedRoute(app, context);
  registerDistrictHeatingSummaryRoute(app, context);
  registerBudgetRoutes(app, context);
  registerSpotPriceNowRoute(app, context);
  registerCsvBodyParser(app);
  registerIngestRoute(app, context);
  registerSpotPriceIngestRoute(app, context);
}
