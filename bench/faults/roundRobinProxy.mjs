// The fault bench's load balancer: a tiny HTTP proxy on 127.0.0.1 that hands each request to the next
// live backend in turn. A backend that refuses the connection (its process is gone) never received
// the request, so the request goes to the next one and the dead one rests for a few seconds; a
// request that was already on a backend when it died fails with 502, as behind a real balancer.
import http from 'node:http';

export function startRoundRobinProxy(backends, restMs = 5_000) {
  const restingUntil = new Map();
  // A fresh connection per request: a kept-alive socket to a dead backend would fail requests that
  // were never on it.
  const agent = new http.Agent({ keepAlive: false });
  let next = 0;

  function pickBackend(excluded) {
    for (let tries = 0; tries < backends.length; tries++) {
      const backend = backends[next++ % backends.length];
      if (!excluded.has(backend) && (restingUntil.get(backend) ?? 0) <= Date.now()) return backend;
    }
    return undefined;
  }

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => forward(Buffer.concat(chunks), new Set()));

    function forward(body, excluded) {
      const backend = pickBackend(excluded);
      if (!backend) {
        response.writeHead(502, { 'content-type': 'application/json', 'x-backend': 'none' });
        response.end('{"error":{"code":"INTERNAL","message":"no live backend"}}');
        return;
      }
      const upstream = http.request(
        { host: '127.0.0.1', port: backend, method: request.method, path: request.url, headers: request.headers, agent },
        (answer) => {
          response.writeHead(answer.statusCode, { ...answer.headers, 'x-backend': String(backend) });
          answer.pipe(response);
        },
      );
      upstream.on('error', (error) => {
        if (error.code === 'ECONNREFUSED' && !response.headersSent) {
          restingUntil.set(backend, Date.now() + restMs);
          forward(body, new Set([...excluded, backend]));
          return;
        }
        // The backend died with this request on it.
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json', 'x-backend': String(backend) });
        response.end('{"error":{"code":"INTERNAL","message":"backend failed mid-request"}}');
      });
      upstream.end(body);
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        close: () =>
          new Promise((done) => {
            agent.destroy();
            server.close(done);
          }),
      }),
    );
  });
}
