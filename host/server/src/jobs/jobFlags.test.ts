import { composeFlagCatalogue, defineFlags, sqlText, type Queryable } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertOverride } from '../flags/flagStore';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/testUsers';
import { createJobFlags } from './jobFlags';

/** The flags these jobs ask about, as the alerts plugin declares them (off unless a company turns them on). */
const CATALOGUE = composeFlagCatalogue([
  {
    id: 'alerts',
    flags: defineFlags({
      consumptionAlert: { default: false, description: 'Consumption alerts' },
      priceLimit: { default: false, description: 'Price limit alerts' },
    }),
  },
]);

/**
 * JobContext's flag checks (docs/jobs.md "Feature flags in jobs") on the real database: the routes'
 * rule (company default, company-wide override, the user's override) for every company's rows, read
 * once per company per run however many rows ask.
 */
let server: TestServer;
const ids: Record<string, string> = {};
const NOW = new Date('2026-01-15T10:00:00Z');

/** Counts the statements a run sends, by their first words. */
function counting(db: Queryable) {
  const sent: string[] = [];
  const wrapped: Queryable = {
    query(sql, params) {
      sent.push(sqlText(sql));
      return db.query(sql, params);
    },
  };
  return { db: wrapped, sent };
}

const defaults = { VARE: { consumptionAlert: true, priceLimit: true }, SV: { consumptionAlert: true }, KUO: {} } as const;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  for (const name of ['anna', 'bert', 'sini', 'nobody']) ids[name] = (await createTestUser(db, { email: `${name}@example.com` })).id;
  await db.query(`insert into customerships (user_id, company, customer_code) values ($1, 'VARE', 'V1'), ($2, 'VARE', 'V2'), ($3, 'SV', 'S1')`, [
    ids.anna,
    ids.bert,
    ids.sini,
  ]);
  const override = (company: 'VARE' | 'SV' | 'KUO', flag: 'consumptionAlert' | 'priceLimit', userId: string | null, value: boolean) =>
    upsertOverride(db, { company, flag, userId, value, createdBy: 'test' }, NOW);
  await override('VARE', 'consumptionAlert', ids.anna!, false);
  await override('SV', 'consumptionAlert', null, false);
  await override('SV', 'consumptionAlert', ids.sini!, true);
  await override('KUO', 'priceLimit', null, true);
});

afterAll(() => server.close());

describe('createJobFlags', () => {
  it("answers the routes' rule for each company: default, company-wide override, the user's override", async () => {
    const flags = createJobFlags(server.database.db, 'VARE', (company) => defaults[company], CATALOGUE);
    expect(await flags.isFlagOn('consumptionAlert', { company: 'VARE' })).toBe(true);
    expect(await flags.isFlagOn('consumptionAlert', { company: 'VARE', userId: ids.bert })).toBe(true);
    expect(await flags.isFlagOn('consumptionAlert', { company: 'VARE', userId: ids.anna })).toBe(false);
    // Anna's override is VARE's: at SV the company's off applies to her.
    expect(await flags.isFlagOn('consumptionAlert', { company: 'SV', userId: ids.anna })).toBe(false);
    expect(await flags.isFlagOn('consumptionAlert', { company: 'SV', userId: ids.sini })).toBe(true);
    // Neither default nor override: off. An unknown company: off.
    expect(await flags.isFlagOn('consumptionAlert', { company: 'KUO' })).toBe(false);
    expect(await flags.isFlagOn('consumptionAlert', { company: 'NOPE' })).toBe(false);
  });

  it('reads each company once per run, however many rows ask', async () => {
    const { db, sent } = counting(server.database.db);
    const flags = createJobFlags(db, 'VARE', (company) => defaults[company], CATALOGUE);
    for (let i = 0; i < 10_000; i++) await flags.isFlagOn('consumptionAlert', { company: i % 2 ? 'VARE' : 'SV', userId: `u${i}` });
    expect(sent).toHaveLength(2);
    // A new run reads again, so an administrator's change reaches it.
    const next = counting(server.database.db);
    await createJobFlags(next.db, 'VARE', (company) => defaults[company], CATALOGUE).isFlagOn('consumptionAlert', { company: 'VARE' });
    expect(next.sent).toHaveLength(1);
  });

  it('per-user rows: on at some company of a customership; with none, at the server’s own company', async () => {
    const { db, sent } = counting(server.database.db);
    const flags = createJobFlags(db, 'VARE', (company) => defaults[company], CATALOGUE);
    const on = await flags.usersWithFlagOn('consumptionAlert', [ids.anna!, ids.bert!, ids.sini!, ids.nobody!, ids.bert!]);
    expect([...on].sort()).toEqual([ids.bert, ids.sini, ids.nobody].sort());
    // One customership read for the list, one override read per company asked.
    expect(sent.filter((text) => text.includes('customerships'))).toHaveLength(1);
    expect(sent).toHaveLength(3);

    // priceLimit is on at KUO only: a VARE customer with a KUO customership too is told; nobody (no customership) follows VARE.
    await server.database.db.query(`insert into customerships (user_id, company, customer_code) values ($1, 'KUO', 'K1')`, [ids.bert]);
    const noPrices = createJobFlags(server.database.db, 'VARE', (company) => (company === 'VARE' ? {} : defaults[company]), CATALOGUE);
    expect([...(await noPrices.usersWithFlagOn('priceLimit', [ids.anna!, ids.bert!, ids.nobody!]))]).toEqual([ids.bert]);
    expect(await noPrices.usersWithFlagOn('priceLimit', [])).toEqual(new Set());
  });
});
