import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bServerPlugin } from '../../server';
import { placeDemoData } from './placeDemoData';
import { insertPlace } from './test/placeFixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ plugins: [b2bServerPlugin] });
  for (let i = 0; i < 5; i += 1) await insertPlace(server.db, { id: `D-${i}`, customerCode: '1500001', serial: 40 + i });
  await insertPlace(server.db, { id: 'D-HOME', customerCode: 'C1', serial: 50 });
  await server.db.query(`update locations set company_reference_id = 'KP-' || location_identifier where location_identifier like 'D-_'`);
});

afterAll(async () => {
  await server?.close();
});

describe('placeDemoData', () => {
  it('gives the business places a floor area, the same for the same seed, one a tenth of its size, households none', async () => {
    await placeDemoData(server.db, { seed: 7, today: new Date('2026-01-10T10:00:00Z') });
    const read = async () =>
      (
        await server.db.query<{ location_identifier: string; area: string }>(
          'select location_identifier, floor_area_m2::text as area from b2b_location_details order by 1',
        )
      ).rows;
    const first = await read();
    expect(first.map((r) => r.location_identifier)).toEqual(['D-0', 'D-1', 'D-2', 'D-3', 'D-4']);
    expect(Number(first[3]!.area)).toBeLessThanOrEqual(430);
    await server.db.query('delete from b2b_location_details');
    await placeDemoData(server.db, { seed: 7, today: new Date('2026-01-10T10:00:00Z') });
    expect(await read()).toEqual(first);
  });
});
