import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let built: TestServer;
let unbuilt: TestServer;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1234.js"></script>');
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  built = await startTestServer({ webRoot });
  unbuilt = await startTestServer({ webRoot: path.join(webRoot, 'missing') });
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
});

describe('web app', () => {
  it('serves built files, with hashed assets cacheable for good', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers client-side routes with index.html', async () => {
    for (const url of ['/', '/kayttopaikka', '/aspa/asiakashaku/123/kayttopaikka']) {
      const page = await built.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="root"');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not fall back to index.html for /api', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/v2/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('says to run npm run build when the build is missing', async () => {
    const page = await unbuilt.app.inject({ method: 'GET', url: '/kayttopaikka' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
  });
});
