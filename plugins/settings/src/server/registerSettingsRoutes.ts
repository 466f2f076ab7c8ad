import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerEmailSubscriptionRoute } from './routes/emailSubscriptionRoute';

/** The plugin's own routes; the account routes the page also calls are the host's (../contract/paths.ts). */
export function registerSettingsRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerEmailSubscriptionRoute(app, context);
}
