// Starting and stopping the real server (host/server/src/main.ts) for the load and fault benches.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_VERSION = '0.1.0';

/**
 * Spawns the server on 127.0.0.1:`port` with the demo data (generated on an empty database: a minute
 * or two on a busy machine). `extraArgs` go to node (e.g. `--cpu-prof`).
 */
export function spawnServer({ port, databaseUrl, extraArgs = [], env = {}, stdio = 'inherit' }) {
  return spawn(process.execPath, [...extraArgs, '--conditions=source', '--import', 'tsx', path.join(ROOT, 'host/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'development',
      DEMO_DATA: 'true',
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', stdio, stdio],
  });
}

export async function waitForServer(base, child, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/features`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not start within ${timeoutMs / 1000} s`);
}

export async function stopServer(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
