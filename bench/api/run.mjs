#!/usr/bin/env node
// API latency under load (DESIGN §8): starts the real server with its demo data, logs in as the demo
// business user (45 use places), then runs autocannon in a separate process (load.mjs) against
// GET /api/v2/me, once with one session (one browser) and once with the requests spread over
// SESSIONS sessions (as many users), and against that user's location content.
//
//   node bench/api/run.mjs                   # embedded PGlite in a fresh temp folder
//   DATABASE_URL=postgres://... node bench/api/run.mjs
//   BENCH_CONNECTIONS=50 BENCH_DURATION=20 node bench/api/run.mjs
//
// Prints requests/s, p50, p99 and errors, and one JSON line for tools.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../../scripts/freePort.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const sessions = Number(process.env.BENCH_SESSIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const WEB_VERSION = '0.1.0';

async function waitForServer(base, server) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/features`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('server did not start within 300 s');
}

async function post(base, url, body, cookie) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-web-version': WEB_VERSION, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Logs in as the demo business user (README: demo users): the cookie header. */
async function loggedInCookie(base) {
  const login = await post(base, '/api/auth/v1/login', { email: 'yritys@vare.example', password: 'Demo-salasana-2026' });
  return login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** Runs load.mjs in its own process on `url`, rotating over `cookies`: autocannon's JSON result. */
function runLoad(url, cookies, scratchDir) {
  const cookiesFile = path.join(scratchDir, `cookies-${cookies.length}.json`);
  writeFileSync(cookiesFile, JSON.stringify(cookies));
  const args = [path.join(root, 'bench', 'api', 'load.mjs'), url, cookiesFile, String(connections), String(duration), WEB_VERSION];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load.mjs exited ${code}`))));
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'portal-bench-db-'));
const scratchDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-api-'));
const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(root, 'host/server/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // The demo data gives the measured user 45 use places, as a business customer has.
    DEMO_DATA: 'true',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForServer(base, server);
  const cookie = await loggedInCookie(base);
  const check = await fetch(`${base}/api/v2/me`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`GET /api/v2/me answered ${check.status}`);

  const me = await check.json();
  // Logging in again makes another session of the same user: as many sessions as signed-in browsers.
  const manyCookies = [cookie];
  while (manyCookies.length < sessions) manyCookies.push(await loggedInCookie(base));
  const endpoints = [
    ['GET /api/v2/me, one session', `${base}/api/v2/me`, [cookie]],
    [`GET /api/v2/me, ${sessions} sessions`, `${base}/api/v2/me`, manyCookies],
    ['GET location content (45 places)', `${base}/api/v2/servicelocation/user/${me.priwattiUserId}/content`, [cookie]],
  ];
  for (const [endpoint, url, cookies] of endpoints) {
    const result = await runLoad(url, cookies, scratchDir);
    const figures = {
      endpoint,
      database: process.env.DATABASE_URL ? 'postgresql' : 'embedded PGlite',
      connections,
      durationSeconds: duration,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
    console.log(`\n${endpoint} on ${figures.database}, ${connections} connections, ${duration} s`);
    console.log(
      `  requests/s ${figures.rps}   p50 ${figures.p50ms} ms   p99 ${figures.p99ms} ms   errors ${figures.errors}   non-2xx ${figures.non2xx}`,
    );
    console.log(JSON.stringify(figures));
    if (figures.errors > 0 || figures.non2xx > 0) process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(scratchDir, { recursive: true, force: true });
}
