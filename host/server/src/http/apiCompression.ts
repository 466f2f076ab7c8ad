import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the API's answers (JSON, CSV) when the browser accepts it. On a slow phone line the
 * front page waited for a 20 KB invoice list that gzip makes ≈ 3 KB (docs/performance.md, LCP).
 * Brotli at quality 4 costs about what gzip 6 does on the CPU and packs JSON a little tighter; the
 * default quality 11 would cost milliseconds per answer. Small answers (most of them) are left as
 * they are: below 1 KB the framing costs more than it saves. Static assets are pre-compressed at
 * build time and served by installWebApp, outside this scope.
 */
export async function installApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    globalCompression: true,
    // Our clients never compress a request body; not inflating one keeps a decompression bomb out.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
