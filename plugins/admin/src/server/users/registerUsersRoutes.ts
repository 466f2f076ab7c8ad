import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerAccessRightsRoutes } from './accessRightsRoutes';
import { registerUserAdminRoutes } from './userAdminRoutes';
import type { AdminServices } from '../adminServices';

/** The user-admin area (issue 16 item 3): account tools and access rights per origin. */
export function registerUsersRoutes(app: FastifyInstance, context: ServerPluginContext, services: AdminServices): void {
  registerUserAdminRoutes(app, context, services);
  registerAccessRightsRoutes(app, context, services);
}
