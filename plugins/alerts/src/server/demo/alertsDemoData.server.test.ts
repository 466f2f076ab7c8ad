import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_API } from '../../contract/paths';
import { alertsServerPlugin } from '../../server';
import { alertsDemoData } from './alertsDemoData';

/** The demo customers' subscriptions on top of the portal's demo data set, as the demo server writes them. */
let server: TestServer;
let password = '';

beforeAll(async () => {
  server = await startTestServer({ plugins: [alertsServerPlugin], now: new Date('2026-01-15T10:00:00Z') });
  ({ password } = await server.seedDemoData({ days: 8 }));
  await server.db.transaction((tx) => alertsDemoData(tx, { seed: 1, today: server.clock.now() }));
});

afterAll(async () => {
  await server?.close();
});

describe('alerts demo data', () => {
  it('gives asiakas@vare.example consumption and disruption alerts on "Koti", a price limit and the daily report', async () => {
    const client = await server.loginAs('asiakas@vare.example', password);
    const userId = (await server.db.query<{ id: string }>(`select id from users where email = 'asiakas@vare.example'`)).rows[0]!.id;
    const places = (await client.get(ALERTS_API.places(userId))).json().places as { name: string; alerts: { kind: string; active: boolean }[] }[];
    const home = places.find((place) => place.name === 'Koti');
    expect(home?.alerts).toEqual([
      { kind: 'consumption', active: true, readOnly: false },
      { kind: 'disruptionElectricity', active: true, readOnly: false },
    ]);
    const disruption = (await client.get(ALERTS_API.disruptionElectricity(userId, 'VARE-1000001-01'))).json();
    // requirements §9: the demo push window 7:00–23:00.
    expect(disruption.emailSettings).toMatchObject({ active: true, pushStartHour: 7, pushStartMinute: 0, pushEndHour: 23, pushEndMinute: 0 });
    expect((await client.get(ALERTS_API.energyPrice(userId))).json()).toMatchObject({ active: true, thresholdValue: 25 });
    expect((await client.get(ALERTS_API.energyPriceReport(userId))).json()).toMatchObject({ active: true, emailNotifications: true });
    const consumption = (await client.get(ALERTS_API.consumption(userId, 'VARE-1000001-01'))).json();
    expect(consumption.topThreshold).toBeGreaterThan(1);
  });

  it('is the same for the same seed (written again, nothing changes)', async () => {
    const snapshot = async () => (await server.db.query('select * from alert_disruption_electricity order by user_id, location_identifier')).rows;
    const before = await snapshot();
    await server.db.transaction((tx) => alertsDemoData(tx, { seed: 1, today: server.clock.now() }));
    expect(await snapshot()).toEqual(before);
  });
});
