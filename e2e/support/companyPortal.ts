import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/freePort.mjs';
import { baseUrl } from './browser';

/** The company build e2e/run.mjs serves. */
export const HARNESS_COMPANY = process.env.E2E_COMPANY ?? 'VARE';

/** The repository root, where the server's sources and the company web builds are. */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Whether the company's web build exists (`npm test` builds every company before the browser tests). */
export function companyBuildExists(company: string): boolean {
  return existsSync(join(REPO_ROOT, 'host', 'web', 'dist', company, 'index.html'));
}

export interface CompanyPortal {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

/**
 * Another company's portal to test against: the harness's own when it serves that company, otherwise a
 * second server of that company started here on a fresh embedded database (and stopped after).
 */
export async function openCompanyPortal(company: string): Promise<CompanyPortal> {
  if (HARNESS_COMPANY === company) return { url: baseUrl(), stop: async () => undefined };
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `portal-e2e-${company.toLowerCase()}-db-`));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), COMPANY: company, DATA_DIR: dataDir, HOST: '127.0.0.1' };
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
  // Without the company's web build the server answers its pages with 503 (the missing-build page),
  // but it only answers at all once it listens, with its API ready: that is enough for API checks.
  const built = companyBuildExists(company);
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      const status = (await fetch(`${url}/`)).status;
      if (status < 500 || (!built && status === 503)) return { url, stop };
    } catch {
      // Not listening yet (the first start generates the demo data).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The ${company} server did not answer within 180 s`);
}
