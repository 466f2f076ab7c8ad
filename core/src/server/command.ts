import type { Database } from './database';
import type { JobQueue } from './jobs/jobs';

/**
 * A command-line command a server plugin declares (DESIGN §2). The host's CLI opens the database the
 * server uses (DATABASE_URL, else the embedded one in DATA_DIR), runs every migration, and calls `run`:
 *
 *   npm run portal -- <plugin id> <command name> [arguments]
 *
 * so a plugin never opens a database, or imports a host, itself.
 */
export interface PluginCommand {
  /** Word after the plugin id, e.g. `ingest`. */
  readonly name: string;
  /** One line for `npm run portal -- <plugin>`'s list. */
  readonly describe: string;
  /** The arguments, e.g. `<file.csv> [--metering-point 643...]`. */
  readonly usage?: string;
  /**
   * Throw an Error to fail: the CLI prints its message (no stack) and exits 1. Nothing the command
   * prints or returns is interpreted.
   */
  run(context: CommandContext, args: readonly string[]): Promise<void>;
}

export interface CommandContext {
  /** The server's database, migrated; closed by the CLI after `run`. */
  readonly db: Database;
  /** A path argument as the user typed it (npm runs scripts in another folder; this resolves from the user's). */
  resolvePath(file: string): string;
  /** A line to standard output. */
  print(line: string): void;
  now(): Date;
  /** Queues jobs and publishes events (e.g. `metering.readings-loaded` after an ingest). */
  readonly jobs: JobQueue;
}
