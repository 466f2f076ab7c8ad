// A plain static file server for the demo build's browser test: files from one folder, nothing else —
// no app code, no Node API. Anything under /api answers 500 and is counted, so the test can prove the
// demo's requests never left the browser (GET /__demo-test/api-hits reads the count).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

export function startDemoStaticServer(root, port) {
  let apiHits = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === '/__demo-test/api-hits') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(apiHits));
      return;
    }
    if (path.startsWith('/api/')) {
      apiHits.push(`${request.method} ${path}`);
      response.writeHead(500).end('the demo must not call a server');
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise((done) => server.close(done)), reset: () => (apiHits = []) })),
  );
}
