import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CommandContext } from '@portal/core/server';
import { createTestDatabase, type TestDatabase } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumptionServerPlugin } from '../../server';
import { meteringPointOf } from '../test/consumptionFixtures';
import { ingestMeterReadingsCommand, ingestSpotPricesCommand } from './ingestCommands';

/**
 * The command-line ingests as the host's CLI runs them (`npm run portal -- consumption ingest <file>`):
 * on a migrated database, a file path resolved from the user's folder, the summary printed as JSON.
 */
let database: TestDatabase;
let folder: string;
let printed: string[];
/** What the commands announced; the real queue is tested in the host's job runner tests. */
const published: { event: string; payload: unknown }[] = [];

const context = (): CommandContext => ({
  db: database.db,
  resolvePath: (file) => path.resolve(folder, file),
  print: (line) => printed.push(line),
  now: () => new Date('2026-01-15T10:00:00Z'),
  jobs: {
    send: async () => null,
    publish: async (event, payload) => {
      published.push({ event, payload });
    },
  },
});

const MP = meteringPointOf(21);
const HEADER = 'Metering point;Start time (UTC);Quantity (kWh);Quality';
const readings = async () =>
  (await database.db.query<{ n: number }>('select count(*)::int as n from meter_readings where metering_point_id = $1', [MP])).rows[0]?.n;

beforeAll(async () => {
  database = await createTestDatabase({ plugins: [consumptionServerPlugin] });
  folder = await mkdtemp(path.join(tmpdir(), 'consumption-ingest-'));
  await writeFile(path.join(folder, 'day.csv'), [HEADER, `${MP};2025-03-30T00:00:00Z;0,25;OK`, `${MP};2025-03-30T00:15:00Z;0,5;OK`].join('\n'));
  await writeFile(path.join(folder, 'bad.csv'), [HEADER, `${MP};2025-03-30T00:30:00Z;0,7;OK`, `${MP};2025-03-30T00:45:00Z;abc;OK`].join('\n'));
  await writeFile(
    path.join(folder, 'prices.csv'),
    ['Delivery start (UTC);Resolution;Price (EUR/MWh)', '2025-03-30T00:00:00Z;PT60M;42,5', '2025-03-30T01:00:00Z;PT60M;-1,25'].join('\n'),
  );
});

afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('consumption ingest command', () => {
  it('is declared on the server plugin for the host CLI', () => {
    expect(consumptionServerPlugin.commands.map((command) => command.name)).toEqual(['ingest', 'ingest-spot-prices']);
  });

  it('loads a file given relative to the user folder and prints the summary', async () => {
    printed = [];
    await ingestMeterReadingsCommand.run(context(), ['day.csv']);
    expect(JSON.parse(printed.join('\n'))).toMatchObject({ inserted: 2 });
    expect(await readings()).toBe(2);
  });

  it('loads nothing from a file with a bad line, saying so and naming the line', async () => {
    printed = [];
    await expect(ingestMeterReadingsCommand.run(context(), ['bad.csv'])).rejects.toThrow(/^Nothing loaded\. Line 3, quantity/);
    expect(await readings()).toBe(2);
  });

  it('refuses a malformed metering point and a missing file argument before touching the database', async () => {
    await expect(ingestMeterReadingsCommand.run(context(), ['day.csv', '--metering-point', '123'])).rejects.toThrow(/Not a Finnish metering point/);
    await expect(ingestMeterReadingsCommand.run(context(), [])).rejects.toThrow(/^Usage: consumption ingest/);
  });
});

describe('consumption ingest-spot-prices command', () => {
  it('loads a price file, and loading it again changes nothing', async () => {
    printed = [];
    await ingestSpotPricesCommand.run(context(), ['prices.csv']);
    expect(JSON.parse(printed.join('\n'))).toMatchObject({ inserted: 2 });
    printed = [];
    await ingestSpotPricesCommand.run(context(), ['prices.csv']);
    expect(JSON.parse(printed.join('\n'))).toMatchObject({ inserted: 0, unchanged: 2 });
  });
});
