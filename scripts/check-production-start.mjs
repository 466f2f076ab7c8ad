// `npm test`'s production-start step: builds the server (host/server/scripts/build.mjs) and starts it
// the way production does (`npm run start:prod`: plain Node, NODE_ENV=production, no tsx, no `source`
// condition), on a fresh embedded database in a temporary folder. It passes when the server migrates,
// answers HTTP, logs the company's plugins as loaded from the packages' built dist/, and stops cleanly
// on SIGTERM. Run after `npm run build:packages`: the server's bundle imports the packages' dist/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.mjs';
import { BUILT_SERVER_COMMAND, run, startServer } from './processes.mjs';

/** Resolves once the API answers below 500; `/` would answer 503 here, as no web bundle is built yet. */
async function waitForApi(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the built server exited before it answered:\n${child.recentLog.join('\n')}`);
    try {
      const response = await fetch(`${baseUrl}/api/openapi.json`);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the built server did not answer within ${timeoutMs} ms:\n${child.recentLog.join('\n')}`);
}

const started = Date.now();
await run('node', ['host/server/scripts/build.mjs']);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-prod-start-'));
const port = await freePort();
const company = 'SV';
const env = {
  ...process.env,
  NODE_ENV: 'production',
  COMPANY: company,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO_DATA: 'false',
};
delete env.DATABASE_URL;
const server = startServer(env, { quiet: true, command: BUILT_SERVER_COMMAND });
const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
let failure;
try {
  await waitForApi(`http://127.0.0.1:${port}`, server, 180_000);
  // Production logs pino's JSON lines; the start line names the plugins the server loaded.
  const startLine = server.recentLog
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return undefined;
      }
    })
    .find((entry) => entry?.msg === 'starting');
  if (!startLine?.plugins?.includes('invoices'))
    failure = `the built server did not log its plugins (expected invoices among them):\n${server.recentLog.join('\n')}`;
} catch (error) {
  failure = error.message;
}
if (server.exitCode === null) server.kill('SIGTERM');
const exitCode = await exited;
rmSync(dataDir, { recursive: true, force: true });
if (!failure && exitCode !== 0) failure = `the built server exited with ${exitCode} on SIGTERM instead of 0`;
if (failure) {
  console.error(`production start: ${failure}`);
  process.exit(1);
}
console.log(
  `production start: ${company}'s server ran from host/server/dist on built packages, answered and stopped cleanly (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
