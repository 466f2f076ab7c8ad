// Starting and waiting for the API server, shared by `npm start`, the browser tests and the benches.
import { spawn } from 'node:child_process';

/** The server runs from its TypeScript sources: the `source` export condition resolves workspaces. */
export const SERVER_COMMAND = ['node', ['--conditions=source', '--import', 'tsx', 'host/server/src/main.ts']];

/** Production: the server built by `npm run build:server`, on the packages' dist/ (`npm run start:prod`). */
export const BUILT_SERVER_COMMAND = ['node', ['--enable-source-maps', 'host/server/dist/main.js']];

export function startServer(env = process.env, { quiet = false, command: [command, args] = SERVER_COMMAND } = {}) {
  const child = spawn(command, args, { env, stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit' });
  if (quiet) {
    // Keep the last lines of the server's log for a failure message instead of flooding test output.
    child.recentLog = [];
    child.stdout.on('data', (chunk) => {
      child.recentLog.push(...chunk.toString().split('\n').filter(Boolean));
      child.recentLog.splice(0, Math.max(0, child.recentLog.length - 40));
    });
  }
  return child;
}

/** Resolves when the server answers on `/`; rejects if it exits or does not answer in time. */
export async function waitForServer(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before it answered.\n${(child.recentLog ?? []).join('\n')}`);
    try {
      const response = await fetch(baseUrl + '/');
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer within ${timeoutMs} ms.\n${(child.recentLog ?? []).join('\n')}`);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
