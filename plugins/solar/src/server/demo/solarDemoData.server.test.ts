import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLAR_API, type FindLinkResponse, type MicroSummary, type PanelSummary } from '../../contract';
import { solarServerPlugin } from '../../server';

/**
 * The demo story the browser test walks through, on the real demo data set (a few days of it, at the
 * end of November like the portal's own demo): Koti's plant linked and netted, the cottage's plant
 * unlinked and matched by findLink, the business sub-user seeing the hall roof read-only.
 */
let server: TestServer;
let password: string;

beforeAll(async () => {
  server = await startTestServer({ plugins: [solarServerPlugin], now: new Date('2026-11-25T10:00:00Z') });
  ({ password } = await server.seedDemoData({ days: 10 }));
  // The kit seeds core's data set; the plugin's own part runs after it, as the host does.
  await solarServerPlugin.demoData!(server.db, { seed: 0, today: server.clock.now() });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const userId = async (email: string) => (await server.db.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]!.id;

describe('solar demo data', () => {
  it("shows asiakas@vare.example Koti's plant linked and the cottage's unlinked", async () => {
    const client = await server.loginAs('asiakas@vare.example', password);
    const id = await userId('asiakas@vare.example');
    const { panels } = (await client.get(SOLAR_API.panels(id))).json() as PanelSummary;
    expect(panels.map((p) => [p.panelId, p.locationIdentifier, p.canManage])).toEqual([
      ['pv-1000001-koti', 'VARE-1000001-01', true],
      ['pv-1000001-mokki', null, true],
    ]);
    const summary = (await client.get(SOLAR_API.microSummary(id, 'VARE-1000001-01'))).json() as MicroSummary;
    expect(summary.measurementDate).toBe('2026-11-24');
    expect(summary.yesterdayProduction).toBeGreaterThan(0);
  });

  it("findLink matches the cottage's plant to the cottage", async () => {
    const client = await server.loginAs('asiakas@vare.example', password);
    const id = await userId('asiakas@vare.example');
    const result = (await client.post(SOLAR_API.findLink(id), { panelId: 'pv-1000001-mokki' })).json() as FindLinkResponse;
    expect(result.match?.locationIdentifier, JSON.stringify(result)).toBe('VARE-1000001-03');
  });

  it('the read-only business sub-user sees the hall roof but gets 403 for unlinking it', async () => {
    const client = await server.loginAs('alikayttaja@vare.example', password);
    const id = await userId('alikayttaja@vare.example');
    const { panels } = (await client.get(SOLAR_API.panels(id))).json() as PanelSummary;
    expect(panels.map((p) => [p.panelId, p.canManage])).toEqual([['pv-1500001-halli', false]]);
    expect((await client.put(SOLAR_API.unlink(id, 'pv-1500001-halli', 'VARE-1500001-07'))).statusCode).toBe(403);
  });
});
