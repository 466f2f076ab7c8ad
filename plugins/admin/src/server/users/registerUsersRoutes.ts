import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerAccessRightsRoutes } from './accessRightsRoutes';
import { registerUserAdminRoutes } from './userAdminRoutes';

/** The user-admin area (issue 16 item 3): account tools and access rights per origin. */
export function registerUsersRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerUserAdminRoutes(app, context);
  registerAccessRightsRoutes(app, context);
}
