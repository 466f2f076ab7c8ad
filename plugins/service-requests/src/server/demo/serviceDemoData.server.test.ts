import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_API } from '../../contract/paths';
import { serviceRequestsServerPlugin } from '../../server';
import { serviceDemoData } from './serviceDemoData';

/** The demo customers' handled request on top of the portal's demo data set, as the demo server writes it. */
let server: TestServer;
let password = '';

beforeAll(async () => {
  server = await startTestServer({ plugins: [serviceRequestsServerPlugin], now: new Date('2026-01-15T10:00:00Z') });
  ({ password } = await server.seedDemoData({ days: 2 }));
  await server.db.transaction((tx) => serviceDemoData(tx, { seed: 1, today: server.clock.now() }));
});

afterAll(async () => {
  await server?.close();
});

describe('service-requests demo data', () => {
  it('gives asiakas@vare.example one answered request, and the next real one continues the sequence', async () => {
    const client = await server.loginAs('asiakas@vare.example', password);
    const userId = (await server.db.query<{ id: string }>(`select id from users where email = 'asiakas@vare.example'`)).rows[0]!.id;
    const { items } = (await client.get(SERVICE_API.serviceRequests(userId))).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'SERVICE_REQUEST',
      topic: 'INVOICE',
      status: 'DONE',
      reference: expect.stringMatching(/^VARE-2025-\d{6}$/),
    });
    const sent = await client.post(SERVICE_API.serviceRequests(userId), {
      topic: 'OTHER',
      locationIdentifier: items[0].locationIdentifier,
      message: 'Kysymys',
    });
    expect(sent.statusCode).toBe(201);
    const all = await server.db.query<{ reference: string }>(`select reference from service_requests where company = 'VARE' order by reference`);
    expect(new Set(all.rows.map((row) => row.reference)).size).toBe(all.rows.length);
  });
});
