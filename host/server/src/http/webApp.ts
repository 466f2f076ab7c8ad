import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ApiError } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';

/** Shown instead of the portal when the company's web build is missing. */
function missingBuildPage(webRoot: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The web portal has not been built</h1>
<p>No build found in <code>${webRoot.replace(/[<>&]/g, '')}</code>. Run <code>npm run build</code> at the repository root, then restart the server.</p>
<p>The API under <code>/api</code> works without it.</p></body></html>`;
}

/**
 * Serves the company's single-page app: files from its build, and index.html for any other GET that
 * is not an API call, so client-side routes (e.g. /kayttopaikka) survive a reload. Unknown /api paths
 * answer 404 in the API's error shape.
 */
export async function installWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const built = !!webRoot && existsSync(path.join(webRoot, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: ['index.html'],
      // Caching is decided here rather than by the plugin's one-size max-age.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite names files in assets/ by content hash: they never change, so browsers may keep them.
        // index.html names the current bundles, so it must be revalidated every time.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(new ApiError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`).toBody());
    }
    if (!built) {
      return reply.code(503).type('text/html; charset=utf-8').send(missingBuildPage(webRoot ?? '(none configured)'));
    }
    // index.html must not be cached: it names the current hashed bundles.
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
