import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

const INDEX_HTML = '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1234.js"></script>';
const APP_JS = `console.log(${JSON.stringify('the portal '.repeat(100))})`;

let built: TestServer;
let unbuilt: TestServer;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), APP_JS);
  // As the build writes them (vite-plugin-compression2): a brotli and a gzip copy beside the file.
  writeFileSync(path.join(webRoot, 'assets', 'app-1234.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(webRoot, 'assets', 'app-1234.js.gz'), gzipSync(APP_JS));
  writeFileSync(path.join(webRoot, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(path.join(webRoot, 'index.html.gz'), gzipSync(INDEX_HTML));
  // A small file the build leaves uncompressed.
  writeFileSync(path.join(webRoot, 'assets', 'tiny-99.css'), 'a{}');
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

  it('sends the brotli copy to a browser that accepts it, the gzip copy to one that takes only gzip', async () => {
    const br = await built.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await built.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await built.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('sends a file without compressed copies as it is, whatever the browser accepts', async () => {
    const css = await built.app.inject({ method: 'GET', url: '/assets/tiny-99.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('a{}');
  });

  it('compresses index.html too, as a file and as the fallback of client-side routes, never cached', async () => {
    for (const url of ['/', '/index.html', '/kayttopaikka']) {
      const page = await built.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('answers HEAD like GET, without a body, for files, index.html and client-side routes', async () => {
    for (const url of ['/', '/index.html', '/assets/app-1234.js', '/kayttopaikka', '/aspa/asiakashaku/123/kayttopaikka']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const get = await built.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        const head = await built.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': encoding } });
        expect(head.statusCode, `HEAD ${url} (${encoding})`).toBe(200);
        expect(head.body, `HEAD ${url}`).toBe('');
        for (const header of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'vary']) {
          expect(head.headers[header], `HEAD ${url} (${encoding}) ${header}`).toEqual(get.headers[header]);
        }
      }
    }
  });

  it('answers HEAD of an unknown /api path with 404, like GET', async () => {
    const response = await built.app.inject({ method: 'HEAD', url: '/api/v2/nope' });
    expect(response.statusCode).toBe(404);
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
