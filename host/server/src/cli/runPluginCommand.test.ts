import { CORE_API_VERSION, defineServerPlugin, type Database } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMigrations } from '../serverMigrations';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { runPluginCommand } from './runPluginCommand';

/** The host CLI's dispatch: finds a plugin's declared command, opens the database, reports failures. */
const notes = defineServerPlugin({
  id: 'notes',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  migrations: [{ id: '001_cli_notes', sql: 'create table cli_notes (text text not null)' }],
  commands: [
    {
      name: 'add',
      describe: 'Add a note',
      usage: '<text>',
      async run(context, args) {
        if (args.length !== 1) throw new Error('Usage: notes add <text>');
        await context.db.query('insert into cli_notes (text) values ($1)', [args[0]]);
        context.print(`added ${context.resolvePath('x.csv')}`);
      },
    },
  ],
});

let database: TestDatabase;
let opened: number;
let closed: number;
let out: string[];
let err: string[];

async function run(argv: string[]): Promise<number> {
  out = [];
  err = [];
  return runPluginCommand(argv, {
    plugins: [notes],
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    userCwd: '/home/user/data',
    openDatabase: async (): Promise<Database> => {
      opened += 1;
      return { ...database.db, close: async () => void (closed += 1) };
    },
  });
}

beforeAll(async () => {
  database = await createTestDatabase(serverMigrations([notes]));
});

afterAll(async () => {
  await database?.close();
});

describe('npm run portal -- <plugin> <command>', () => {
  it('runs the command on the database, resolves paths from the user folder, and closes the database', async () => {
    opened = 0;
    closed = 0;
    expect(await run(['notes', 'add', 'hello'])).toBe(0);
    expect(out).toEqual(['added /home/user/data/x.csv']);
    expect((await database.db.query('select text from cli_notes')).rows).toEqual([{ text: 'hello' }]);
    expect([opened, closed]).toEqual([1, 1]);
  });

  it("prints a failing command's message and exits 1, still closing the database", async () => {
    opened = 0;
    closed = 0;
    expect(await run(['notes', 'add'])).toBe(1);
    expect(err).toEqual(['Usage: notes add <text>']);
    expect([opened, closed]).toEqual([1, 1]);
  });

  it('lists the commands for an unknown plugin or command without opening the database', async () => {
    opened = 0;
    expect(await run(['nope', 'add'])).toBe(1);
    expect(err[0]).toMatch(/No plugin "nope"/);
    expect(err.join('\n')).toContain('notes add <text>');
    expect(await run(['notes', 'remove'])).toBe(1);
    expect(err[0]).toMatch(/has no command "remove"/);
    expect(await run(['help'])).toBe(0);
    expect(out.join('\n')).toContain('Add a note');
    expect(opened).toBe(0);
  });
});
