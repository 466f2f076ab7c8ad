import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_API } from '../contract/paths';
import { alertsServerPlugin } from '../server';
import { alertsPlaceDisruptions } from './placeDisruptions';
import { insertPlace } from './test/alertsFixtures';

/**
 * The reader behind core's placeDisruptions (a fault report asks it first): a cut posted by an
 * administrator covers the places on its metering points from its start until it is restored.
 */
let server: TestServer;
const ADMIN = 'viestinta@example.fi';
const START = new Date('2026-01-16T08:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ plugins: [alertsServerPlugin], users: [{ email: ADMIN, groups: ['messaging'] }], now: START });
  const covered = await insertPlace(server.db, { id: 'P-CUT', utility: 'ELECTRICITY', serial: 71 });
  await insertPlace(server.db, { id: 'P-FINE', utility: 'ELECTRICITY', serial: 72 });
  const admin = await server.loginAs(ADMIN);
  const response = await admin.post(ALERTS_API.adminDisruptions, {
    id: 'CUT-1',
    utilityType: 'ELECTRICITY',
    planned: false,
    meteringPoints: [covered],
    startedAt: START.toISOString(),
    estimatedRestorationAt: '2026-01-16T11:00:00Z',
    restoredAt: null,
  });
  expect(response.statusCode, response.body).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

describe('alertsPlaceDisruptions', () => {
  it('names the cut on a covered place while it lasts, and nothing for another place', async () => {
    const during = new Date('2026-01-16T09:00:00Z');
    expect(await alertsPlaceDisruptions(server.db, 'P-CUT', during)).toEqual([
      { id: 'CUT-1', utilityType: 'ELECTRICITY', planned: false, startedAt: START.toISOString(), estimatedRestorationAt: '2026-01-16T11:00:00.000Z' },
    ]);
    expect(await alertsPlaceDisruptions(server.db, 'P-FINE', during)).toEqual([]);
    expect(await alertsPlaceDisruptions(server.db, 'P-CUT', new Date('2026-01-16T07:59:00Z'))).toEqual([]);
  });

  it('stops naming it once restored', async () => {
    await server.db.query(`update alert_disruptions set restored_at = '2026-01-16T10:00:00Z' where id = 'CUT-1'`);
    expect(await alertsPlaceDisruptions(server.db, 'P-CUT', new Date('2026-01-16T10:30:00Z'))).toEqual([]);
    expect(await alertsPlaceDisruptions(server.db, 'P-CUT', new Date('2026-01-16T09:59:00Z'))).toHaveLength(1);
  });
});
