import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDeveloperOnly, insertPlace, startDeveloperTestKit, type DeveloperTestKit } from './developerTestKit';

let kit: DeveloperTestKit;
const URL = '/api/admin/consumption-data-analytics/v1/age';
const NOW = new Date('2026-01-15T10:00:00Z');

beforeAll(async () => {
  kit = await startDeveloperTestKit(NOW);
});
afterAll(() => kit.server.close());

async function reading(meteringPointId: string, startUtc: string, quality = 'measured'): Promise<void> {
  await kit.server.db.query(`insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality) values ($1, $2, 60, $3, $4)`, [
    meteringPointId,
    startUtc,
    quality === 'missing' ? null : '1.25',
    quality,
  ]);
}

describe('GET /admin/consumption-data-analytics/v1/age', () => {
  it('is for developers only', async () => {
    await expectDeveloperOnly(kit, 'GET', URL);
  });

  it('answers per company how old the newest reading is and how many points are late', async () => {
    const fresh = await insertPlace(kit.server.db, { id: 'VARE-AGE-1', company: 'VARE', customerCode: '700001', serial: 71 });
    const stale = await insertPlace(kit.server.db, { id: 'VARE-AGE-2', company: 'VARE', customerCode: '700001', serial: 72 });
    await insertPlace(kit.server.db, { id: 'KUO-AGE-1', company: 'KUO', customerCode: '700002', serial: 73 });
    await reading(fresh, '2026-01-15T06:00:00Z'); // ends 07:00, three hours before now
    await reading(fresh, '2026-01-15T08:00:00Z', 'missing'); // a missing interval is no reading
    await reading(stale, '2026-01-12T09:00:00Z'); // ends 10:00 three days ago: late

    const response = await kit.developer.get(URL);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lateAfterHours).toBe(48);
    expect(body.checkedAt).toBe(NOW.toISOString());
    expect(body.companies).toEqual([
      { company: 'KUO', meteringPoints: 1, newestReadingEnd: null, ageHours: null, latePoints: 1 },
      { company: 'SV', meteringPoints: 0, newestReadingEnd: null, ageHours: null, latePoints: 0 },
      { company: 'VARE', meteringPoints: 2, newestReadingEnd: '2026-01-15T07:00:00.000Z', ageHours: 3, latePoints: 1 },
    ]);
  });

  it('counts a point late exactly when its newest reading is older than the limit', async () => {
    const edge = await insertPlace(kit.server.db, { id: 'SV-AGE-1', company: 'SV', customerCode: '700003', serial: 74 });
    await reading(edge, '2026-01-13T09:00:00Z'); // ends 10:00 two days ago exactly: not late yet
    const sv = () => kit.developer.get(URL).then((r) => r.json().companies.find((c: { company: string }) => c.company === 'SV'));
    expect(await sv()).toMatchObject({ meteringPoints: 1, ageHours: 48, latePoints: 0 });
    kit.server.clock.set(new Date(NOW.getTime() + 60_000));
    expect(await sv()).toMatchObject({ ageHours: 48, latePoints: 1 });
  });
});
