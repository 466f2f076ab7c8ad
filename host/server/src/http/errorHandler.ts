import { ApiError } from '@portal/core/server';
import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Every error leaves as core's one body shape. ApiErrors say what they are; Fastify's own 4xx errors
 * (malformed JSON, unsupported content type, body too large) are the client's input, so they become
 * BAD_REQUEST naming the body; anything else is our bug: logged in full, answered without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      // The database is away (db/databaseUnavailable.ts): a well-behaved client waits before retrying.
      if (error.code === 'SERVICE_UNAVAILABLE') void reply.header('retry-after', '5');
      // A rate limit (the external API's per-key window) says when the next call may succeed.
      const retryAfter = error.details?.retryAfterSeconds;
      if (error.code === 'TOO_MANY_REQUESTS' && typeof retryAfter === 'number')
        void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      return reply.code(error.status).send(error.toBody());
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const body = new ApiError('BAD_REQUEST', error.message, 'body').toBody();
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(new ApiError('INTERNAL', 'Something went wrong on our side').toBody());
  });
}
