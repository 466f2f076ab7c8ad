import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import type { ServiceRequestServices } from './serviceRequestServices';
import { registerAdminRoutes } from './routes/adminRoutes';
import { registerFaultReportRoutes } from './routes/faultReportRoutes';
import { registerFeedbackRoutes } from './routes/feedbackRoutes';
import { registerServiceRequestRoutes } from './routes/serviceRequestRoutes';

/** Mounts every route of the plugin (the host prefixes /api). */
export function registerServiceRequestsRoutes(app: FastifyInstance, context: ServerPluginContext, services: ServiceRequestServices): void {
  registerServiceRequestRoutes(app, context);
  registerFaultReportRoutes(app, context, services);
  registerFeedbackRoutes(app, context);
  registerAdminRoutes(app, context);
}
