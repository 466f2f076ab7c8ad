import { WEB_VERSION, type ApiClient } from '@portal/core/server/testing';
import type { FastifyInstance } from 'fastify';

/** DELETE with a JSON body (the kit's client sends DELETE without one). */
export function deleteWithBody(app: FastifyInstance, client: ApiClient, url: string, body: unknown) {
  const cookie = client.jar.header();
  return app.inject({ method: 'DELETE', url, payload: body as object, headers: { 'x-web-version': WEB_VERSION, ...(cookie ? { cookie } : {}) } });
}
