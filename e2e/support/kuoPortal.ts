import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/freePort.mjs';
import { baseUrl } from './browser';

/** The company build e2e/run.mjs serves. */
const COMPANY = process.env.E2E_COMPANY ?? 'VARE';

/** The repository root, where the server's sources and the company web builds are. */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * District heating is KUO's (its flag districtHeatingConsumption and the demo heat customer are KUO
 * only). Under `E2E_COMPANY=KUO` the harness's own server is KUO's; otherwise, when KUO's web build
 * exists (`npm test` builds every company before the browser tests), a spec starts a second, KUO
 * server of its own on a fresh embedded database for its KUO tests.
 */
export const KUO_BUILD_EXISTS = existsSync(join(REPO_ROOT, 'host', 'web', 'dist', 'KUO', 'index.html'));
export interface KuoPortal {
  readonly url: string;
  readonly stop: () => Promise<void>;
}


/** The KUO portal to test against: the harness's, or a second server started here (and stopped after). */
export async function openKuoPortal(): Promise<KuoPortal> {
  if (COMPANY === 'KUO') return { url: baseUrl(), stop: async () => undefined };
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-kuo-db-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), COMPANY: 'KUO', DATA_DIR: dataDir, HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  // The same command as scripts/processes.mjs: the server runs from its TypeScript sources.
  const server: ChildProcess = spawn('node', ['--conditions=source', '--import', 'tsx', 'host/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${url}/`)).status < 500) return { url, stop };
    } catch {
      // Not listening yet (the first start generates the demo data).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The KUO server did not answer within 180 s');
}
