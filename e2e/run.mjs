// Runs the browser tests against the real built portal and the real server:
// builds the web bundle, starts the API server on a free port with a fresh embedded database
// (demo data is generated on start), runs the e2e specs, and stops the server again.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/freePort.mjs';
import { startServer, waitForServer, run } from '../scripts/processes.mjs';
import { fileURLToPath } from 'node:url';
import { startMailSink } from './support/mailSink.mjs';
import { startDemoStaticServer } from './support/demoStaticServer.mjs';

const company = process.env.E2E_COMPANY ?? 'VARE';
const specFilters = process.argv.slice(2);
const DEMO_SPEC = 'demoMode';

/**
 * The demo spec runs apart: against `npm run build:demo` served by a plain static file server, with no
 * API server at all (docs/demo-mode.md). `node e2e/run.mjs demoMode` runs only it; a full run runs it
 * after the others.
 */
async function runDemoSpec() {
  const root = fileURLToPath(new URL(`../host/web/dist-demo/${company}/`, import.meta.url));
  // E2E_SKIP_BUILD reuses the builds `npm test` has made; none of its steps makes the demo build, so a
  // clean checkout (CI) still builds it here.
  if (!process.env.E2E_SKIP_BUILD || !existsSync(join(root, 'index.html'))) {
    await run('npm', ['run', 'build:demo'], { env: { ...process.env, COMPANY: company } });
  }
  const port = await freePort();
  const server = await startDemoStaticServer(root, port);
  try {
    return await new Promise((resolve) => {
      // Its own report beside the main one (E2E_REPORT), so `npm test` counts and names its tests too.
      const report = process.env.E2E_REPORT?.replace(/\.json$/, '.demo.json');
      const reportArgs = report ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [];
      const tests = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...reportArgs, DEMO_SPEC], {
        stdio: 'inherit',
        env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_COMPANY: company, E2E_DEMO: '1' },
      });
      tests.on('exit', (code) => resolve(code ?? 1));
    });
  } finally {
    await server.close();
  }
}

if (specFilters.length > 0 && specFilters.every((filter) => filter.includes(DEMO_SPEC))) process.exit(await runDemoSpec());

if (!process.env.E2E_SKIP_BUILD) {
  await run('npm', ['run', 'build:web'], { env: { ...process.env, COMPANY: company } });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-db-'));
const mailDir = mkdtempSync(join(tmpdir(), 'portal-e2e-mail-'));
const mailSink = await startMailSink(mailDir);
// The browser tests use the embedded database, as `npm start` does; DATABASE_URL is for the server suite.
// PUBLIC_URL is the origin the browser uses: the test identity provider's issuer and the redirect back
// (registration) must be on the origin that holds the session cookie.
const env = {
  ...process.env,
  PORT: String(port),
  COMPANY: company,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  SMTP_URL: mailSink.url,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
};
delete env.DATABASE_URL;
const server = startServer(env, { quiet: true });
let exitCode = 1;
try {
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, server, 180_000);
  exitCode = await new Promise((resolve) => {
    const reportArgs = process.env.E2E_REPORT ? ['--reporter=default', '--reporter=json', `--outputFile.json=${process.env.E2E_REPORT}`] : [];
    // Extra arguments pick specs, as vitest's own filters: `node e2e/run.mjs consumption push`.
    const tests = spawn(
      'npx',
      ['vitest', 'run', '--config', 'e2e/vitest.config.ts', '--exclude', `e2e/${DEMO_SPEC}.e2e.test.ts`, ...reportArgs, ...specFilters],
      {
        stdio: 'inherit',
        env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_COMPANY: company, E2E_MAIL_DIR: mailDir },
      },
    );
    tests.on('exit', (code) => resolve(code ?? 1));
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await mailSink.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
}
if (specFilters.length === 0 && exitCode === 0) exitCode = await runDemoSpec();
process.exit(exitCode);
