// `npm run portal -- <plugin> <command> [arguments]`: runs a command a server plugin declares
// (ServerPlugin.commands) through the API host's CLI, on the database the server uses. A plugin's own
// npm scripts call this file (`node ../../scripts/portal.mjs <plugin> <command>`) rather than nesting
// `npm run`, because a nested npm resets INIT_CWD, which path arguments are resolved from.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'host/server/src/cli/portalCli.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
process.exit(result.status ?? 1);
