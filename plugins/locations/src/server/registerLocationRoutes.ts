import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import type { LocationServices } from './locationServices';
import { registerContentRoute } from './routes/contentRoute';
import { registerContractsRoute } from './routes/contractsRoute';
import { registerDetailsRoute } from './routes/detailsRoute';
import { registerNameRoute } from './routes/nameRoute';
import { registerSetContentOrderRoute } from './routes/setContentOrderRoute';

/** requirements §7 "Service location" calls of this plugin; paths are listed in ../contract.ts. */
export function registerLocationRoutes(app: FastifyInstance, context: ServerPluginContext, services: LocationServices): void {
  registerContentRoute(app, context, services);
  registerDetailsRoute(app, context);
  registerContractsRoute(app, context);
  registerSetContentOrderRoute(app, context);
  registerNameRoute(app, context);
}
