import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { ADMIN_DEVELOPER_ROUTES, integrationHealthResponseSchema } from '../../contract/developer';
import { checkIntegrations } from './integrationChecks';

/** GET /admin/service-health/v1/integration-router — HEALTHY/UNHEALTHY per integration with its last success. */
export function registerIntegrationHealthRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: ADMIN_DEVELOPER_ROUTES.integrationHealth,
    access: { permission: 'admin.developerTools' },
    schemas: { response: integrationHealthResponseSchema },
    async handler() {
      const now = context.now();
      return { checkedAt: now.toISOString(), integrations: await checkIntegrations(context.db, now) };
    },
  });
}
