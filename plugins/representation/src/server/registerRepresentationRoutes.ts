import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerActivateRoute } from './routes/activateRoute';
import { registerChangeRoutes } from './routes/changeRoutes';
import { registerCreateRoute } from './routes/createRoute';
import { registerReadRoutes } from './routes/readRoutes';

/** requirements §7 Representatives: GET eligible, current (and views); POST create, activate, remove (and renew). */
export function registerRepresentationRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerReadRoutes(app, context);
  registerCreateRoute(app, context);
  registerActivateRoute(app, context);
  registerChangeRoutes(app, context);
}
