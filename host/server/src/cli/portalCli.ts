import path from 'node:path';
import { openDatabase } from '../db/openDatabase';
import { runMigrations } from '../db/migrations';
import { REPO_ROOT, readEnv } from '../env';
import { serverPluginsOfEveryDistribution } from '../plugins/serverPluginsFromConfig';
import { serverMigrations } from '../serverMigrations';
import { runPluginCommand } from './runPluginCommand';

/**
 * `npm run portal -- <plugin> <command> [arguments]` (from the repository root): runs a command a
 * server plugin declares, on the database the server uses (DATABASE_URL, else the embedded one in
 * DATA_DIR, default var/db-shared), migrated first as the server would, so a fresh database works.
 * Migration notes go to standard error so a command's output on standard output stays parseable.
 */
const env = readEnv();
const plugins = await serverPluginsOfEveryDistribution();

process.exitCode = await runPluginCommand(process.argv.slice(2), {
  plugins,
  async openDatabase() {
    const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, 'var', 'db-shared') });
    try {
      await runMigrations(db, serverMigrations(plugins), { info: (line) => console.error(line), warn: (line) => console.error(line) });
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  },
  io: { out: (line) => console.log(line), err: (line) => console.error(line) },
  // npm runs scripts from the package folder; INIT_CWD is where the user typed the command.
  userCwd: process.env.INIT_CWD ?? process.cwd(),
});
