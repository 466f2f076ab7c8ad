import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType, ZodTypeDef } from 'zod';
import { ApiError } from './errors';

type Schema<T> = ZodType<T, ZodTypeDef, unknown>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Request parts a route validates; any part without a schema is ignored (and reaches the handler as undefined). */
export interface RouteSchemas<P, Q, B, R> {
  readonly params?: Schema<P>;
  readonly query?: Schema<Q>;
  readonly body?: Schema<B>;
  /** The answer is validated too: a handler that returns the wrong shape is a server bug (500), not a leak. */
  readonly response: Schema<R>;
}

export interface RouteInput<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface RouteDefinition<P, Q, B, R> {
  readonly method: HttpMethod;
  /** Fastify path, e.g. `/v2/user/:id/ui`. */
  readonly url: string;
  readonly schemas: RouteSchemas<P, Q, B, R>;
  /** Success status; 204 sends no body (use `z.void()` or `z.undefined()` as the response schema). */
  readonly status?: number;
  readonly handler: (input: RouteInput<P, Q, B>) => Promise<R> | R;
}

/**
 * Parses one request part. The first issue names the field as `part.path.to.field`, so the web can put
 * the message next to the input that caused it.
 */
function parsePart<T>(schema: Schema<T> | undefined, value: unknown, part: 'params' | 'query' | 'body'): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.length ? `${part}.${issue.path.join('.')}` : part;
  throw new ApiError('BAD_REQUEST', issue?.message ?? 'Invalid input', path);
}

/**
 * The one way to declare an API route: zod schemas for params, query, body and response. Input that does
 * not parse is a 400 naming the field, raised before the handler runs, so bad input changes nothing.
 * Mount it inside the `/api` scope the host gives you; the url is the SPEC §7 path without `/api`.
 */
export function defineRoute<P = undefined, Q = undefined, B = undefined, R = unknown>(
  app: FastifyInstance,
  definition: RouteDefinition<P, Q, B, R>,
): void {
  const { schemas } = definition;
  app.route({
    method: definition.method,
    url: definition.url,
    handler: async (request, reply) => {
      const params = parsePart(schemas.params, request.params, 'params');
      const query = parsePart(schemas.query, request.query, 'query');
      const body = parsePart(schemas.body, request.body, 'body');
      const result = await definition.handler({ params, query, body, request, reply });
      const checked = schemas.response.safeParse(result);
      if (!checked.success) {
        request.log.error({ issues: checked.error.issues, url: definition.url }, 'response failed its schema');
        throw new ApiError('INTERNAL', 'The server produced an invalid response');
      }
      const status = definition.status ?? 200;
      reply.code(status);
      if (status === 204 || checked.data === undefined) return reply.send();
      return checked.data;
    },
  });
}
