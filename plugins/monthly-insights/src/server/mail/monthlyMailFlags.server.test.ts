import { grantLocationAccess, startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyInsightsServerPlugin } from '../../server';
import { insertContracts, insertPlace, insertSeries } from '../test/insightFixtures';

/**
 * The monthly mail obeys the monthlyInsights flag as the insight pages do (docs/jobs.md "Feature
 * flags in jobs"): the place's company's default and override, then the owner's own override. One
 * server (VARE) mails every company's owners, so a KUO place follows KUO's flags.
 */
let server: TestServer;
const ANNA = 'mi-anna@example.fi';
const BERT = 'mi-bert@example.fi';
const KAIJA = 'mi-kaija@example.fi';

async function mailMonth(runAt: string, month: string): Promise<string[]> {
  server.clock.set(new Date(runAt));
  const runs = await server.runJobs();
  expect(runs).toContainEqual(expect.objectContaining({ name: 'monthly-insights.monthly-mail', outcome: 'completed' }));
  const { rows } = await server.db.query<{ email: string }>(
    `select u.email from portal_messages m join users u on u.id = m.user_id
      where m.kind = 'monthly-insights.monthly' and m.dedupe_key like $1 order by u.email`,
    [`%:${month}`],
  );
  return rows.map((row) => row.email);
}

beforeAll(async () => {
  server = await startTestServer({ plugins: [monthlyInsightsServerPlugin], users: [ANNA, BERT, KAIJA], now: new Date('2024-11-20T10:00:00Z') });
  const { db } = server;
  let serial = 61;
  for (const [email, place, company] of [
    [ANNA, 'MF-A', 'VARE'],
    [BERT, 'MF-B', 'VARE'],
    [KAIJA, 'MF-K', 'KUO'],
  ] as const) {
    const point = await insertPlace(db, place, serial++);
    await db.query('update locations set company = $2 where location_identifier = $1', [place, company]);
    await insertSeries(db, point, '2024-10-31T22:00:00Z', '2025-02-28T22:00:00Z');
    await insertContracts(db, place);
    await grantLocationAccess(db, { userId: server.users[email]!.id, locationIdentifier: place, relation: 'owner', right: 'FULL_ACCESS' });
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('monthly mail and the monthlyInsights flag', () => {
  it("follows each company's distribution: KUO's has monthly insights off, so its owner gets no mail", async () => {
    expect(await mailMonth('2024-12-02T06:00:30Z', '2024-11')).toEqual([ANNA, BERT]);
  }, 60_000);

  it('switched off company-wide for VARE: its owners get none, the KUO owner (KUO switched on) does', async () => {
    await server.setFlag('monthlyInsights', true, { company: 'KUO' });
    const off = await server.setFlag('monthlyInsights', false);
    expect(await mailMonth('2025-01-02T06:00:30Z', '2024-12')).toEqual([KAIJA]);
    await server.removeFlag(off);
  }, 60_000);

  it('switched off for one owner: only that owner gets none', async () => {
    const off = await server.setFlag('monthlyInsights', false, { user: server.users[ANNA] });
    expect(await mailMonth('2025-02-02T06:00:30Z', '2025-01')).toEqual([BERT, KAIJA]);
    await server.removeFlag(off);
  }, 60_000);
});
