import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ApiError } from '@portal/core/server';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Shown instead of the portal when the company's web build is missing. */
function missingBuildPage(webRoot: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The web portal has not been built</h1>
<p>No build found in <code>${webRoot.replace(/[<>&]/g, '')}</code>. Run <code>npm run build</code> at the repository root, then restart the server.</p>
<p>The API under <code>/api</code> works without it.</p></body></html>`;
}

/**
 * Vite names files in assets/ by content hash: a changed file gets a new name, so browsers may keep
 * one for a year without asking.
 */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';
/**
 * index.html names the current hashed bundles, so a cached copy after a deploy would load scripts that
 * are gone. `no-cache` (not `no-store`) lets the browser keep it but revalidate every time: the answer
 * is a cheap 304 while the build is unchanged, and the new page right after a deploy.
 */
export const HTML_CACHE = 'no-cache';

/**
 * Serves the company's single-page app: files from its build, and index.html for any other GET or HEAD
 * that is not an API call, so client-side routes (e.g. /kayttopaikka) survive a reload. Unknown /api
 * paths answer 404 in the API's error shape.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy next to each compressible file
 * (vite-plugin-compression2, host/web/vite.config.ts); `preCompressed` sends the best one the browser
 * accepts, so nothing is compressed per request. Files without copies (small ones) go out as they are.
 */
export async function installWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const built = !!webRoot && existsSync(path.join(webRoot, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: ['index.html'],
      preCompressed: true,
      // Caching is decided here rather than by the plugin's one-size max-age.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? IMMUTABLE_ASSET_CACHE : HTML_CACHE);
        // The answer depends on Accept-Encoding whichever copy was picked, so caches must key on it.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(new ApiError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`).toBody());
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(missingBuildPage(webRoot ?? '(none configured)'));
    }
    return sendIndexHtml(reply);
  });
}

/** The SPA fallback: index.html (pre-compressed like any file), never cached. */
function sendIndexHtml(reply: FastifyReply): FastifyReply {
  reply.header('Cache-Control', HTML_CACHE);
  return reply.sendFile('index.html');
}
