import { CORE_API_VERSION, DOMAIN_EVENTS, defineRoute, defineServerPlugin } from '@portal/core/server';
import { z } from 'zod';

/**
 * Test-only: publishes a domain event as an integration would (the district heating import, a price
 * feed), so the alerts jobs can be run on events without another plugin. Never mounted outside tests.
 */
export const eventPublisherPlugin = defineServerPlugin({
  id: 'alertstest',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  routes(app, context) {
    defineRoute(app, {
      method: 'POST',
      url: '/v1/alertstest/publish',
      access: 'session',
      status: 204,
      schemas: { body: z.object({ event: z.enum(DOMAIN_EVENTS), payload: z.any() }), response: z.undefined() },
      async handler({ body }) {
        await context.jobs.publish(body.event, body.payload);
      },
    });
  },
});
