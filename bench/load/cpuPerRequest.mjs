#!/usr/bin/env node
// CPU per request of one endpoint, split by process (server, PostgreSQL, load generator), with
// autocannon in this process: steadier evidence than latency on a shared machine, and the bound on
// throughput (2 cores ÷ total CPU per request). Optionally writes the server's CPU profile.
//
//   LOAD_PG_DATA=/path/to/cluster DATABASE_URL=postgres://... node bench/load/cpuPerRequest.mjs me 15 50 50
//   ... cpuPerRequest.mjs content 15 20 1        # the demo business user's location content (45 places)
//   ... cpuPerRequest.mjs summary 15 10 1        # yesterday's electricity summary of their first place
//   CPU_PROFILE_DIR=/tmp/prof ... cpuPerRequest.mjs content 15 20 1 && node bench/load/profileTop.mjs /tmp/prof/*.cpuprofile
//
// Arguments: endpoint (me | content | summary), seconds, connections, sessions (of yritys@vare.example).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { cpuMsOf, postgresCpuMs } from './cpuTicks.mjs';
import { freePort } from '../../scripts/freePort.mjs';
import { spawnServer, stopServer, waitForServer, WEB_VERSION } from './server.mjs';

const [endpoint = 'me', seconds = '15', connections = '50', sessions = '50'] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL (PostgreSQL)');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const profileDir = process.env.CPU_PROFILE_DIR;
const server = spawnServer({ port, databaseUrl, extraArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] });
try {
  await waitForServer(base, server);
  const login = async () => {
    const response = await fetch(`${base}/api/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-web-version': WEB_VERSION },
      body: JSON.stringify({ email: 'yritys@vare.example', password: 'Demo-salasana-2026' }),
    });
    return response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
  };
  const cookies = [];
  for (let i = 0; i < Number(sessions); i++) cookies.push(await login());
  const me = await (await fetch(`${base}/api/v2/me`, { headers: { cookie: cookies[0] } })).json();
  const contentUrl = `${base}/api/v2/servicelocation/user/${me.priwattiUserId}/content`;
  const urls = { me: `${base}/api/v2/me`, content: contentUrl };
  if (endpoint === 'summary') {
    // The front page's yesterday summary of the user's first metered electricity place.
    const { content } = await (await fetch(contentUrl, { headers: { cookie: cookies[0] } })).json();
    const place = content.find((item) => item.utilityType === 'ELECTRICITY' && item.meteringPointId);
    urls.summary = `${base}/api/v2/consumption/user/${me.priwattiUserId}/location/${encodeURIComponent(place.location.locationIdentifier)}/electricity/summary`;
  }
  const url = urls[endpoint];
  if (!url) throw new Error(`endpoint must be one of me, content, summary`);

  const before = { server: cpuMsOf(server.pid), postgres: postgresCpuMs(process.env.LOAD_PG_DATA), self: process.cpuUsage(), load: loadavg() };
  let next = 0;
  const result = await autocannon({
    url,
    connections: Number(connections),
    duration: Number(seconds),
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: cookies[next++ % cookies.length] } }) }],
  });
  const total = result.requests.total;
  const self = process.cpuUsage(before.self);
  const pgAfter = postgresCpuMs(process.env.LOAD_PG_DATA);
  const per = (ms) => Math.round((ms / total) * 1000) / 1000;
  const figures = {
    endpoint,
    connections: Number(connections),
    sessions: Number(sessions),
    requests: total,
    rps: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: {
      server: per(cpuMsOf(server.pid) - before.server),
      postgres: pgAfter === null ? null : per(pgAfter - before.postgres),
      loadGenerator: per((self.user + self.system) / 1000),
    },
    loadAverage: { before: before.load.map((n) => n.toFixed(2)), after: loadavg().map((n) => n.toFixed(2)) },
  };
  console.log(JSON.stringify(figures));
} finally {
  await stopServer(server);
}
