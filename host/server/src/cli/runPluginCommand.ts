import path from 'node:path';
import type { Database, PluginCommand, ServerPlugin } from '@portal/core/server';
import { createJobQueue } from '../jobs/jobQueue';

export interface CommandLineIo {
  /** Standard output: the command's own output, and the command list asked for. */
  out(line: string): void;
  /** Standard error: usage mistakes and failures. */
  err(line: string): void;
}

export interface RunPluginCommandOptions {
  readonly plugins: readonly ServerPlugin[];
  /** Opened only when a command runs, so asking for the list never creates a database. */
  readonly openDatabase: () => Promise<Database>;
  readonly io: CommandLineIo;
  /** The folder the user typed the command in; path arguments resolve from it. */
  readonly userCwd: string;
  readonly now?: () => Date;
}

const USAGE = 'Usage: npm run portal -- <plugin> <command> [arguments]';

function describeCommand(plugin: ServerPlugin, command: PluginCommand): string {
  const usage = command.usage ? ` ${command.usage}` : '';
  return `  ${plugin.id} ${command.name}${usage}\n      ${command.describe}`;
}

function listCommands(plugins: readonly ServerPlugin[], print: (line: string) => void): void {
  const withCommands = plugins.filter((plugin) => plugin.commands?.length);
  if (withCommands.length === 0) {
    print('No plugin declares a command.');
    return;
  }
  print('Commands:');
  for (const plugin of withCommands) for (const command of plugin.commands ?? []) print(describeCommand(plugin, command));
}

/**
 * `npm run portal -- <plugin> <command> [args]`: finds the command a server plugin declares
 * (ServerPlugin.commands), opens the database and runs it. Answers the exit code. Errors print their
 * message only: they are the user's mistakes (a bad file line, a missing argument), not crashes to debug.
 */
export async function runPluginCommand(argv: readonly string[], options: RunPluginCommandOptions): Promise<number> {
  const { plugins, io } = options;
  const [pluginId, commandName, ...args] = argv;
  if (!pluginId || pluginId === 'help' || pluginId === '--help') {
    io.out(USAGE);
    listCommands(plugins, io.out);
    return pluginId ? 0 : 1;
  }
  const plugin = plugins.find((candidate) => candidate.id === pluginId);
  if (!plugin) {
    io.err(`No plugin "${pluginId}". ${USAGE}`);
    listCommands(plugins, io.err);
    return 1;
  }
  const command = plugin.commands?.find((candidate) => candidate.name === commandName);
  if (!command) {
    io.err(commandName ? `Plugin "${plugin.id}" has no command "${commandName}".` : USAGE);
    listCommands([plugin], io.err);
    return 1;
  }

  let db: Database | undefined;
  try {
    db = await options.openDatabase();
    const opened = db;
    const now = options.now ?? (() => new Date());
    await command.run(
      {
        db: opened,
        resolvePath: (file) => path.resolve(options.userCwd, file),
        print: io.out,
        now,
        // Jobs queued here run on the next server start, or at once on a running PostgreSQL-backed one.
        jobs: createJobQueue({ db: opened, plugins, now }),
      },
      args,
    );
    return 0;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await db?.close();
  }
}
