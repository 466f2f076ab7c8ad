import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HTML_CACHE } from '../../http/webApp';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;

beforeAll(async () => {
  // As the web build leaves them (host/web/build/serviceWorkerPlugin.ts).
  const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-sw-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webRoot, 'sw.js'), '(function(){self.addEventListener("push",function(){})})();');
  writeFileSync(path.join(webRoot, 'notification-icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ webRoot });
});
afterAll(() => server.close());

it('serves the service worker from the site root as JavaScript, revalidated on every check (a new version is picked up at once)', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/sw.js' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(response.headers['cache-control']).toBe(HTML_CACHE);
  expect(response.body).toContain('addEventListener("push"');
});

it('serves the notification icon as SVG', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/notification-icon.svg' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
});
