import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { keyIdOf } from '../keys/keyStore';

/**
 * Every external API call goes to the audit log once it is answered, refused ones (401, 404, 429)
 * included: which key (none when the key was not valid), which route, the status. Never the key itself.
 */
export function auditExternalCalls(app: FastifyInstance, context: ServerPluginContext): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/external/')) return;
    const scope = keyIdOf(request);
    try {
      await context.audit(request, {
        kind: 'apiKey.call',
        userId: scope?.userId ?? null,
        details: { keyId: scope?.keyId ?? null, method: request.method, route, status: reply.statusCode },
      });
    } catch (error) {
      // The answer has left already; a failed audit write is logged, not turned into an error.
      request.log.error({ err: error }, 'external API call could not be audited');
    }
  });
}
