import { localDayRangeUtc } from '@portal/domain';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERTS_API } from '../../contract/paths';
import { alertsServerPlugin } from '../../server';
import { grant, insertPlace } from '../test/alertsFixtures';
import { eventPublisherPlugin } from '../test/eventPublisherPlugin';

/**
 * The evaluation jobs on the real server and database, run by runJobs() on published domain events:
 * consumption after a day's readings, district heating return temperature, price limit and daily
 * report after tomorrow's prices. The consumption ingest's own publishing is covered end to end in
 * host/server/src/notify/alertsEndToEnd.test.ts.
 */
let server: TestServer;
let owner: ApiClient;
let ownerId = '';
const OWNER = 'omistaja@example.fi';
const EL = 'J-EL';
const DH = 'J-DH';
let elMp = '';
let dhMp = '';

const messages = async (kind: string) =>
  (
    await server.db.query<{ title: string; body: string; dedupe_key: string }>(
      'select title, body, dedupe_key from portal_messages where user_id = $1 and kind = $2 order by created_at, dedupe_key',
      [ownerId, kind],
    )
  ).rows;

async function publish(event: string, payload: unknown) {
  const response = await owner.post('/api/v1/alertstest/publish', { event, payload });
  expect(response.statusCode, response.body).toBe(204);
  const runs = await server.runJobs();
  for (const run of runs) expect(run.outcome, `${run.name}: ${run.error}`).toBe('completed');
  return runs;
}

async function insertDay(mp: string, day: string, kwh: string, options: { skipHours?: number } = {}) {
  const { startUtc, endUtc } = localDayRangeUtc(day);
  await server.db.query(
    `insert into meter_readings (metering_point_id, start_utc, minutes, kwh, quality)
     select $1, g, 60, $4::numeric, 'measured' from generate_series($2::timestamptz, $3::timestamptz - interval '1 hour', interval '1 hour') g
     on conflict (metering_point_id, start_utc) do update set kwh = excluded.kwh`,
    [mp, startUtc.toISOString(), new Date(endUtc.getTime() - (options.skipHours ?? 0) * 3_600_000).toISOString(), kwh],
  );
}

async function insertDhDay(day: string, returnCelsius: number) {
  const { startUtc, endUtc } = localDayRangeUtc(day);
  await server.db.query(
    `insert into dh_readings (metering_point_id, start_utc, kwh, supply_temp_c, return_temp_c, quality)
     select $1, g, 2, 80, $4, 'measured' from generate_series($2::timestamptz, $3::timestamptz - interval '1 hour', interval '1 hour') g`,
    [dhMp, startUtc.toISOString(), endUtc.toISOString(), returnCelsius],
  );
}

beforeAll(async () => {
  server = await startTestServer({ plugins: [alertsServerPlugin, eventPublisherPlugin], users: [OWNER], now: new Date('2026-01-16T10:00:00Z') });
  ownerId = server.users[OWNER]!.id;
  elMp = await insertPlace(server.db, { id: EL, utility: 'ELECTRICITY', serial: 21 });
  dhMp = await insertPlace(server.db, { id: DH, utility: 'DISTRICT_HEATING', serial: 22, buildingType: 'Apartment' });
  await grant(server.db, ownerId, EL);
  await grant(server.db, ownerId, DH);
  owner = await server.loginAs(OWNER);
});

afterAll(async () => {
  await server?.close();
});

describe('consumption alert on metering.readings-loaded', () => {
  beforeEach(async () => {
    const saved = await owner.put(ALERTS_API.consumption(ownerId, EL), { active: true, topThreshold: 30, bottomThreshold: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('judges a complete day only, above the top and below the bottom, once per day and direction', async () => {
    await insertDay(elMp, '2026-01-14', '2', { skipHours: 2 }); // 22 h of 24: not complete
    await publish('metering.readings-loaded', { meteringPoints: [{ meteringPointId: elMp, days: ['2026-01-14'] }] });
    expect(await messages('alerts.consumption')).toEqual([]);

    await insertDay(elMp, '2026-01-14', '2'); // complete: 48 kWh > 30
    await insertDay(elMp, '2026-01-15', '0,1'.replace(',', '.')); // 2.4 kWh < 5
    await publish('metering.readings-loaded', { meteringPoints: [{ meteringPointId: elMp, days: ['2026-01-14', '2026-01-15'] }] });
    await publish('metering.readings-loaded', { meteringPoints: [{ meteringPointId: elMp, days: ['2026-01-14', '2026-01-15'] }] });
    expect(await messages('alerts.consumption')).toEqual([
      {
        title: `Kulutus ylitti rajasi: Paikka ${EL}`,
        body: '14.1.2026 kulutus oli 48,00 kWh, yläraja 30,00 kWh.',
        dedupe_key: `consumption:${EL}:2026-01-14:top`,
      },
      {
        title: `Kulutus alitti rajasi: Paikka ${EL}`,
        body: '15.1.2026 kulutus oli 2,40 kWh, alaraja 5,00 kWh.',
        dedupe_key: `consumption:${EL}:2026-01-15:bottom`,
      },
    ]);
  });

  it('counts the 23-hour day of the spring DST change as complete (1380 minutes), not as missing an hour', async () => {
    await insertDay(elMp, '2026-03-29', '2'); // 23 readings: 46 kWh
    await publish('metering.readings-loaded', { meteringPoints: [{ meteringPointId: elMp, days: ['2026-03-29'] }] });
    const sent = (await messages('alerts.consumption')).find((m) => m.dedupe_key === `consumption:${EL}:2026-03-29:top`);
    expect(sent?.body).toBe('29.3.2026 kulutus oli 46,00 kWh, yläraja 30,00 kWh.');
  });

  it('stays silent for a backfilled old day, an inactive alert and a place whose feature was switched off', async () => {
    await insertDay(elMp, '2025-12-01', '5');
    await publish('metering.readings-loaded', { meteringPoints: [{ meteringPointId: elMp, days: ['2025-12-01'] }] });
    await insertDay(elMp, '2026-01-13', '5');
    await owner.put(ALERTS_API.consumption(ownerId, EL), { active: false, topThreshold: 30, bottomThreshold: null });
    await publish('metering.readings-loaded', { meteringPoints: [{ meteringPointId: elMp, days: ['2026-01-13'] }] });
    await owner.put(ALERTS_API.consumption(ownerId, EL), { active: true, topThreshold: 30, bottomThreshold: null });
    await server.db.query(`update location_features set enabled = false where location_identifier = $1 and feature = 'consumptionAlert'`, [EL]);
    await publish('metering.readings-loaded', { meteringPoints: [{ meteringPointId: elMp, days: ['2026-01-13'] }] });
    await server.db.query(`update location_features set enabled = true where location_identifier = $1 and feature = 'consumptionAlert'`, [EL]);
    const keys = (await messages('alerts.consumption')).map((m) => m.dedupe_key);
    expect(keys.filter((key) => key.includes('2025-12-01') || key.includes('2026-01-13'))).toEqual([]);
  });
});

describe('district heating return temperature', () => {
  it('alerts on the N-th warm day in a row, once per warm streak', async () => {
    const saved = await owner.put(ALERTS_API.districtHeating(ownerId, DH), {
      returnTemperature: { active: true, days: 3 },
      disruption: {
        active: false,
        emailNotifications: false,
        smsNotifications: false,
        email: null,
        mobileNumber: null,
        pushStartHour: 7,
        pushStartMinute: 0,
        pushEndHour: 23,
        pushEndMinute: 0,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await insertDhDay('2026-01-12', 50); // passable: not above 55
    await insertDhDay('2026-01-13', 58);
    await insertDhDay('2026-01-14', 59);
    await publish('metering.readings-loaded', { meteringPoints: [{ meteringPointId: dhMp, days: ['2026-01-12', '2026-01-13', '2026-01-14'] }] });
    expect(await messages('alerts.dh-return-temperature')).toEqual([]); // two warm days only

    await insertDhDay('2026-01-15', 60);
    await publish('metering.readings-loaded', { meteringPoints: [{ meteringPointId: dhMp, days: ['2026-01-15'] }] });
    await insertDhDay('2026-01-16', 61); // the streak goes on: no second alert
    await publish('metering.readings-loaded', { meteringPoints: [{ meteringPointId: dhMp, days: ['2026-01-16'] }] });
    const sent = await messages('alerts.dh-return-temperature');
    expect(sent.map((m) => m.dedupe_key)).toEqual([`dh-return:${DH}:2026-01-15`]);
    expect(sent[0]!.body).toContain('yli 55 °C 3 päivää peräkkäin (viimeksi 15.1.2026: 60,0 °C)');
  });
});

describe('price limit and daily report on market.spot-prices-loaded', () => {
  it("tells tomorrow's crossings with VAT at the day's rate, and the report in the chosen unit", async () => {
    await owner.put(ALERTS_API.energyPrice(ownerId), { active: true, thresholdValue: 20, bottomThresholdValue: 0 });
    await owner.put(ALERTS_API.energyPriceReport(ownerId), {
      active: true,
      emailNotifications: true,
      pushNotifications: false,
      unit: 'KWH',
      vat: 'VAT_24',
    });
    const { startUtc } = localDayRangeUtc('2026-01-17');
    // 100 €/MWh all day, 200 €/MWh 17–19 local, −10 €/MWh 3–4 local.
    await server.db.query(
      `insert into spot_prices (start_utc, minutes, eur_mwh)
       select $1::timestamptz + (h || ' hours')::interval, 60,
              case when h in (17, 18) then 200 when h = 3 then -10 else 100 end
         from generate_series(0, 23) h`,
      [startUtc.toISOString()],
    );
    await publish('market.spot-prices-loaded', { days: ['2026-01-17'] });
    await publish('market.spot-prices-loaded', { days: ['2026-01-17'] }); // a reload tells no one twice
    const limits = await messages('alerts.price-limit');
    expect(limits).toEqual([
      {
        title: 'Sähkön hinta alittaa rajasi 17.1.2026',
        body: 'Matalin hinta −1,26 c/kWh (raja 0,00 c/kWh). Jaksot: 03:00.',
        dedupe_key: 'price-limit:2026-01-17:bottom',
      },
      {
        title: 'Sähkön hinta ylittää rajasi 17.1.2026',
        body: 'Korkein hinta 25,10 c/kWh (raja 20,00 c/kWh). Jaksot: 17:00, 18:00.',
        dedupe_key: 'price-limit:2026-01-17:top',
      },
    ]);
    const report = await messages('alerts.price-report');
    expect(report).toHaveLength(1);
    // (21 × 100 + 2 × 200 − 10) / 24 = 103,75 €/MWh → 10,375 × 1,255 = 13,02 c/kWh.
    const lines = report[0]!.body.split('\n');
    // Hourly prices in this fixture: one price column, 24 rows.
    expect(lines.slice(0, 3)).toEqual([
      'Keskihinta 13,02 c/kWh, alin −1,26, ylin 25,10 (sis. alv).',
      'Halvin 1 tunti: 03:00–04:00, keskihinta −1,26 c/kWh',
      // (100 + 100 − 10) / 3 €/MWh: 01–04 and 02–05 tie, the earliest is named.
      'Halvin 3 tuntia: 01:00–04:00, keskihinta 7,95 c/kWh',
    ]);
    expect(lines.slice(5, 7)).toEqual(['klo           hinta', '00–01         12,55']);
    expect(lines).toHaveLength(6 + 24);
  });

  it('ignores a past day', async () => {
    await publish('market.spot-prices-loaded', { days: ['2026-01-10'] });
    expect((await messages('alerts.price-report')).map((m) => m.dedupe_key)).toEqual(['price-report:2026-01-17']);
  });
});
