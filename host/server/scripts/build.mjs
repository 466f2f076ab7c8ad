// `npm run build:server`: the API server as plain JavaScript for production, into host/server/dist/.
// Only the server's own modules are bundled; every package (core, config, the plugins, fastify, pg,
// ...) stays an import that Node resolves at start, through the packages' default "import" condition:
// the workspace packages' built dist/ (`npm run build:packages` first; `npm run build` does both).
// So production runs no TypeScript and no tsx, and a plugin package installed from a registry is
// loaded exactly like one of this repository.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
rmSync(`${serverDir}/dist`, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  // The server and its command-line tools (npm run outbox / audit / portal read these in production).
  entryPoints: { main: 'src/main.ts', outboxCli: 'src/mail/outboxCli.ts', auditCli: 'src/audit/auditCli.ts', portalCli: 'src/cli/portalCli.ts' },
  outdir: 'dist',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // Stack traces in the logs point at the TypeScript lines.
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`host/server/dist built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
