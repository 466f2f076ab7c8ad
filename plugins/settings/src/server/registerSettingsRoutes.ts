import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerDeleteAccountRoute } from './deletion/deleteAccountRoute';
import { registerEmailChangeRoutes } from './emailChange/emailChangeRoutes';
import { registerEmailSubscriptionRoute } from './routes/emailSubscriptionRoute';
import type { SettingsServices } from './settingsServices';

/**
 * The plugin's routes: the tips-and-tricks subscription, the e-mail change and the account deletion.
 * GET /v2/me, GET /v2/user/{id}/ui and setProperty stay the host's: the shell needs them whatever the
 * flags (docs/settings.md "Which routes are where").
 */
export function registerSettingsRoutes(app: FastifyInstance, context: ServerPluginContext, services: SettingsServices): void {
  registerEmailSubscriptionRoute(app, context);
  registerEmailChangeRoutes(app, context, services);
  registerDeleteAccountRoute(app, context, services);
}
