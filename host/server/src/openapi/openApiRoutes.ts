import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { defineRoute, type RouteInventoryEntry } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openApiDocument, type JsonSchema } from './openApiDocument';

/** Which document the reference page shows: all of /api (development) or the external API (production). */
export type ApiReference = 'full' | 'external' | false;

const querySchema = z.object({ scope: z.enum(['external']).optional() }).strict();
// The document is checked against OpenAPI 3.1 by its own test; here only its outline.
const documentSchema = z
  .object({ openapi: z.literal('3.1.0'), info: z.object({ title: z.string() }).passthrough(), paths: z.record(z.unknown()) })
  .passthrough();

/**
 * GET /api/openapi.json (public): the OpenAPI 3.1 document of the whole /api, or with `?scope=external`
 * the external API alone. Built once from the complete inventory, on the first request (every route is
 * registered by then).
 */
export function registerOpenApiRoute(api: FastifyInstance, inventory: () => readonly RouteInventoryEntry[], title: string): void {
  const cache = new Map<string, JsonSchema>();
  defineRoute(api, {
    method: 'GET',
    url: '/openapi.json',
    access: 'anonymous',
    schemas: { query: querySchema, response: documentSchema },
    handler({ query }) {
      const key = query.scope ?? 'full';
      let document = cache.get(key);
      if (!document) {
        document = openApiDocument(inventory(), { title, version: '1.0.0', ...(query.scope ? { only: query.scope } : {}) });
        cache.set(key, document);
      }
      return document as z.infer<typeof documentSchema>;
    },
  });
}

/**
 * The browsable reference at /api-docs/: swagger-ui's static files (swagger-ui-dist, server side only,
 * never in the web bundle) and a start script that points it at the document. Outside /api, so it is a
 * page, not an API route; the CSP's script-src 'self' holds because nothing is inline.
 */
export async function registerApiReference(app: FastifyInstance, reference: Exclude<ApiReference, false>): Promise<void> {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const documentUrl = reference === 'external' ? '/api/openapi.json?scope=external' : '/api/openapi.json';
  app.get('/api-docs', (_, reply) => reply.redirect('/api-docs/'));
  app.get('/api-docs/', (_, reply) =>
    reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>API reference</title><link rel="stylesheet" href="/api-docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api-docs/assets/swagger-ui-bundle.js"></script>
<script src="/api-docs/start.js"></script>
</body></html>`),
  );
  app.get('/api-docs/start.js', (_, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .send(`window.ui = SwaggerUIBundle({ url: ${JSON.stringify(documentUrl)}, dom_id: '#swagger-ui', deepLinking: true });\n`),
  );
  await app.register(fastifyStatic, {
    root,
    prefix: '/api-docs/assets/',
    decorateReply: false,
    index: false,
    wildcard: false,
    allowedPath: (file) => /^\/swagger-ui(-bundle\.js|\.css)$/.test(file),
  });
}
