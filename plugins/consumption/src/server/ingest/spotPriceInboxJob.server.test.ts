import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CORE_API_VERSION, defineJob, defineServerPlugin, type DomainEventPayloads } from '@portal/core/server';
import { startTestServer, TEST_COMPANY, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumptionServerPlugin } from '../../server';
import { SPOT_PRICE_INBOX_ENV } from './spotPriceInboxJob';

/**
 * The price-file folder job on the real server: files that appear are loaded at the next five-minute
 * slot, moved aside, and the load is announced (market.spot-prices-loaded) to whoever listens.
 */
let server: TestServer;
let inbox: string;
const heard: DomainEventPayloads['market.spot-prices-loaded'][] = [];

// A stand-in for the plugins that act on new prices (alerts, the daily report).
const listener = defineServerPlugin({
  id: 'listener',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  jobs: [
    defineJob<DomainEventPayloads['market.spot-prices-loaded']>({
      name: 'listener.prices-loaded',
      on: ['market.spot-prices-loaded'],
      run: async (payload) => {
        heard.push(payload);
      },
    }),
  ],
});

const HEADER = 'Delivery start (UTC);Resolution;Price (EUR/MWh)';
const tomorrow = [
  HEADER,
  ...Array.from(
    { length: 4 },
    (_, i) => `2026-01-15T${String(22 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00Z;PT15M;${40 + i},5`,
  ),
].join('\n');

const prices = async () =>
  (await server.database.db.query<{ n: number }>(`select count(*)::int as n from spot_prices where start_utc >= '2026-01-15T22:00:00Z'`)).rows[0]!.n;

beforeAll(async () => {
  inbox = mkdtempSync(path.join(tmpdir(), 'spot-inbox-'));
  process.env[SPOT_PRICE_INBOX_ENV] = inbox;
  server = await startTestServer({
    plugins: [consumptionServerPlugin, listener],
    company: { ...TEST_COMPANY, pluginIds: ['consumption', 'listener'] },
  });
});

afterAll(async () => {
  delete process.env[SPOT_PRICE_INBOX_ENV];
  await server?.close();
  rmSync(inbox, { recursive: true, force: true });
});

describe('consumption.spot-price-inbox', () => {
  it('loads a file that appeared at the next slot, moves it to processed/ and announces the days', async () => {
    writeFileSync(path.join(inbox, '2026-01-16.csv'), tomorrow);
    writeFileSync(path.join(inbox, 'notes.txt'), 'not a price file');
    server.clock.set(new Date('2026-01-15T12:05:00Z')); // 14:05 in Helsinki
    const runs = await server.runJobs();
    expect(runs.map((r) => [r.name, r.outcome])).toEqual(
      expect.arrayContaining([
        ['consumption.spot-price-inbox', 'completed'],
        ['listener.prices-loaded', 'completed'],
      ]),
    );
    expect(await prices()).toBe(4);
    expect(heard).toEqual([{ days: ['2026-01-16'] }]);
    expect(existsSync(path.join(inbox, 'processed', '2026-01-16.csv'))).toBe(true);
    expect(existsSync(path.join(inbox, '2026-01-16.csv'))).toBe(false);
    expect(existsSync(path.join(inbox, 'notes.txt'))).toBe(true);
  });

  it('moves a bad file to failed/ with the reason, loads nothing from it and announces nothing', async () => {
    writeFileSync(path.join(inbox, 'broken.csv'), [HEADER, '2026-01-16T22:00:00Z;PT15M;abc'].join('\n'));
    server.clock.set(new Date('2026-01-15T12:10:00Z'));
    await server.runJobs();
    expect(readFileSync(path.join(inbox, 'failed', 'broken.csv.error.txt'), 'utf8')).toMatch(/^Nothing loaded\. Line 2, price:/);
    expect(existsSync(path.join(inbox, 'broken.csv'))).toBe(false);
    expect(await prices()).toBe(4);
    expect(heard).toHaveLength(1);
  });

  it('announces nothing when a file only repeats stored prices', async () => {
    writeFileSync(path.join(inbox, 'again.csv'), tomorrow);
    server.clock.set(new Date('2026-01-15T12:15:00Z'));
    await server.runJobs();
    expect(existsSync(path.join(inbox, 'processed', 'again.csv'))).toBe(true);
    expect(heard).toHaveLength(1);
  });
});
