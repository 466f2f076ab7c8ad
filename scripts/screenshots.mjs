// Screenshots of portal pages on a phone (390 × 844) and a desktop (1280 × 900), for looking at what a
// change did. Starts the built portal on a fresh embedded database with demo data (build first:
// `npm run build`), signs in, and writes PNGs:
//
//   node scripts/screenshots.mjs --user asiakas@vare.example --out /tmp/shots / /kulutus /viestit
//
// --base-url <url> uses a portal that is already running instead of starting one.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort } from './freePort.mjs';
import { startServer, waitForServer } from './processes.mjs';

const DEMO_PASSWORD = 'Demo-salasana-2026';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: 'string' },
    out: { type: 'string', default: join(tmpdir(), 'portal-screenshots') },
    'base-url': { type: 'string' },
    company: { type: 'string', default: process.env.COMPANY ?? 'VARE' },
    'full-page': { type: 'boolean', default: false },
  },
});
const paths = positionals.length > 0 ? positionals : ['/'];
mkdirSync(values.out, { recursive: true });

let server;
let dataDir;
let baseUrl = values['base-url'];
if (!baseUrl) {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'portal-shots-db-'));
  const env = { ...process.env, PORT: String(port), COMPANY: values.company, DATA_DIR: dataDir, HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  server = startServer(env, { quiet: true });
  baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, server, 180_000);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
    const page = await context.newPage();
    if (values.user) {
      await page.goto('/kirjaudu');
      await page.getByLabel(/sähköposti/i).fill(values.user);
      await page.getByLabel(/salasana/i).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /kirjaudu/i }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/kirjaudu'), { timeout: 20_000 });
    }
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const file = join(values.out, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'front'}-${viewport.name}.png`);
      await page.screenshot({ path: file, fullPage: values['full-page'] });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  if (server) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
