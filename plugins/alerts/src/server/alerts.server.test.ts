import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_API } from '../contract/paths';
import { alertsServerPlugin } from '../server';
import { grant, insertPlace } from './test/alertsFixtures';
import { priceAlertOn } from './priceAlertOn';

/**
 * Every route of the plugin on the real server and database: the caller's own data, 400 naming the
 * field (and nothing stored), 404 for another user's id or a place the caller does not see, 403 for a
 * read-only grant or feature, 404 while the route's flag is off.
 */
let server: TestServer;
const OWNER = 'owner@example.fi';
const OTHER = 'other@example.fi';
const REP = 'rep@example.fi';
let owner: ApiClient;
let other: ApiClient;
let rep: ApiClient;
let ownerId = '';
let otherId = '';

const EL = 'EL-1';
const EL_RO = 'EL-RO'; // the place's consumptionAlert feature is read-only
const EL_NOFEATURE = 'EL-NF';
const DH = 'DH-1';
const DH2 = 'DH-2';
const FOREIGN = 'EL-OTHER';

const window = { pushStartHour: 7, pushStartMinute: 0, pushEndHour: 23, pushEndMinute: 0 };
const disruptionBody = {
  active: true,
  emailSettings: { active: true, address: 'oma@example.fi', ...window },
  phoneSettings: { active: true, address: '+358 40 123 4567', pushStartHour: 8, pushStartMinute: 30, pushEndHour: 21, pushEndMinute: 0 },
};
const dhBody = {
  returnTemperature: { active: true, days: 3 },
  disruption: { active: true, emailNotifications: true, smsNotifications: false, email: '', mobileNumber: null, ...window },
};

const count = async (table: string) => Number((await server.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);

beforeAll(async () => {
  server = await startTestServer({ plugins: [alertsServerPlugin], users: [OWNER, OTHER, REP] });
  ownerId = server.users[OWNER]!.id;
  otherId = server.users[OTHER]!.id;
  const db = server.db;
  await insertPlace(db, { id: EL, utility: 'ELECTRICITY', serial: 1 });
  await insertPlace(db, { id: EL_RO, utility: 'ELECTRICITY', serial: 2, features: { consumptionAlert: true } });
  await insertPlace(db, { id: EL_NOFEATURE, utility: 'ELECTRICITY', serial: 3, features: {} });
  await insertPlace(db, { id: DH, utility: 'DISTRICT_HEATING', serial: 4, buildingType: 'Apartment' });
  await insertPlace(db, { id: DH2, utility: 'DISTRICT_HEATING', serial: 5 });
  await insertPlace(db, { id: FOREIGN, utility: 'ELECTRICITY', serial: 6 });
  for (const place of [EL, EL_RO, EL_NOFEATURE, DH, DH2]) await grant(db, ownerId, place);
  await grant(db, otherId, FOREIGN);
  await grant(db, server.users[REP]!.id, EL, 'READ_ONLY');
  owner = await server.loginAs(OWNER);
  other = await server.loginAs(OTHER);
  rep = await server.loginAs(REP);
});

afterAll(async () => {
  await server?.close();
});

describe('consumption alert', () => {
  it('answers a place without a subscription as off, stores one and reads it back', async () => {
    const before = await owner.get(ALERTS_API.consumption(ownerId, EL));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ locationIdentifier: EL, active: false, topThreshold: null, bottomThreshold: null });
    const saved = await owner.put(ALERTS_API.consumption(ownerId, EL), { active: true, topThreshold: 30.5, bottomThreshold: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ locationIdentifier: EL, active: true, topThreshold: 30.5, bottomThreshold: 2 });
    expect((await owner.get(ALERTS_API.consumption(ownerId, EL))).json()).toMatchObject({ topThreshold: 30.5 });
  });

  it('answers 400 naming the field and stores nothing', async () => {
    const rows = await count('alert_consumption');
    const cases: [unknown, string][] = [
      [{ active: true, topThreshold: -1, bottomThreshold: null }, 'body.topThreshold'],
      [{ active: true, topThreshold: 1.234, bottomThreshold: null }, 'body.topThreshold'],
      [{ active: true, topThreshold: null, bottomThreshold: null }, 'body.topThreshold'],
      [{ active: true, topThreshold: 5, bottomThreshold: 6 }, 'body.bottomThreshold'],
      [{ active: 'yes', topThreshold: 5, bottomThreshold: null }, 'body.active'],
      [{ active: true, topThreshold: 5, bottomThreshold: null, extra: 1 }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.put(ALERTS_API.consumption(ownerId, EL), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.field, JSON.stringify(body)).toBe(field);
    }
    expect(await count('alert_consumption')).toBe(rows);
  });

  it("answers 404 for another user's id, a foreign place, a missing place, a place without the feature and a heat place", async () => {
    const body = { active: true, topThreshold: 10, bottomThreshold: null };
    expect((await owner.get(ALERTS_API.consumption(otherId, EL))).statusCode).toBe(404);
    expect((await owner.get(ALERTS_API.consumption(ownerId, FOREIGN))).statusCode).toBe(404);
    expect((await owner.put(ALERTS_API.consumption(ownerId, FOREIGN), body)).statusCode).toBe(404);
    expect((await owner.get(ALERTS_API.consumption(ownerId, 'NO-SUCH'))).statusCode).toBe(404);
    expect((await owner.get(ALERTS_API.consumption(ownerId, EL_NOFEATURE))).statusCode).toBe(404);
    expect((await owner.get(ALERTS_API.consumption(ownerId, DH))).statusCode).toBe(404);
    expect((await other.put(ALERTS_API.consumption(otherId, EL), body)).statusCode).toBe(404);
  });

  it('lets a read-only grant or a read-only feature read but not write (403)', async () => {
    const body = { active: true, topThreshold: 10, bottomThreshold: null };
    const repId = server.users[REP]!.id;
    expect((await rep.get(ALERTS_API.consumption(repId, EL))).statusCode).toBe(200);
    expect((await rep.put(ALERTS_API.consumption(repId, EL), body)).statusCode).toBe(403);
    expect((await owner.get(ALERTS_API.consumption(ownerId, EL_RO))).statusCode).toBe(200);
    expect((await owner.put(ALERTS_API.consumption(ownerId, EL_RO), body)).statusCode).toBe(403);
  });

  it('answers 401 without a session and 404 while consumptionAlert is off', async () => {
    expect((await server.client().get(ALERTS_API.consumption(ownerId, EL))).statusCode).toBe(401);
    const override = await server.setFlag('consumptionAlert', false, { user: server.users[OWNER] });
    try {
      expect((await owner.get(ALERTS_API.consumption(ownerId, EL))).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});

describe('electricity disruption alert', () => {
  it('defaults to off with the 7–23 window, stores each channel with its own window and address', async () => {
    const before = (await owner.get(ALERTS_API.disruptionElectricity(ownerId, EL))).json();
    expect(before).toMatchObject({ active: false, triggeredRecently: false, emailSettings: { id: null, active: false, ...window } });
    const saved = await owner.put(ALERTS_API.disruptionElectricity(ownerId, EL), disruptionBody);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      active: true,
      triggeredRecently: false,
      emailSettings: { active: true, address: 'oma@example.fi', ...window },
      phoneSettings: { active: true, address: '+358 40 123 4567', pushStartHour: 8, pushStartMinute: 30, pushEndHour: 21 },
    });
    expect(saved.json().emailSettings.id).toEqual(expect.any(String));
  });

  it('answers 400 naming the field: a bad address, number or window', async () => {
    const cases: [unknown, string][] = [
      [{ ...disruptionBody, emailSettings: { ...disruptionBody.emailSettings, address: 'not-mail' } }, 'body.emailSettings.address'],
      [{ ...disruptionBody, phoneSettings: { ...disruptionBody.phoneSettings, address: 'call me' } }, 'body.phoneSettings.address'],
      [{ ...disruptionBody, emailSettings: { ...disruptionBody.emailSettings, pushStartHour: 24 } }, 'body.emailSettings.pushStartHour'],
      [{ ...disruptionBody, emailSettings: { ...disruptionBody.emailSettings, pushEndHour: 7 } }, 'body.emailSettings.pushEndMinute'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.put(ALERTS_API.disruptionElectricity(ownerId, EL), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    expect((await owner.get(ALERTS_API.disruptionElectricity(ownerId, EL))).json().emailSettings.address).toBe('oma@example.fi');
  });

  it('answers 404 for foreign ids and places, and while disruptionAlert is off', async () => {
    expect((await owner.get(ALERTS_API.disruptionElectricity(otherId, EL))).statusCode).toBe(404);
    expect((await owner.put(ALERTS_API.disruptionElectricity(ownerId, FOREIGN), disruptionBody)).statusCode).toBe(404);
    expect((await owner.get(ALERTS_API.disruptionElectricity(ownerId, EL_RO))).statusCode).toBe(404); // no disruptionAlert feature
    const override = await server.setFlag('disruptionAlert', false, { user: server.users[OWNER] });
    try {
      expect((await owner.get(ALERTS_API.disruptionElectricity(ownerId, EL))).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});

describe('district heating alerts', () => {
  it('reads the building type passable limit, stores one place and answers 404 for electricity places', async () => {
    const before = (await owner.get(ALERTS_API.districtHeating(ownerId, DH))).json();
    expect(before).toMatchObject({ returnTemperature: { active: false, days: 3, passableLimitCelsius: 55 }, disruption: { active: false } });
    const saved = await owner.put(ALERTS_API.districtHeating(ownerId, DH), dhBody);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ returnTemperature: { active: true, days: 3 }, disruption: { active: true, email: null } });
    expect((await owner.get(ALERTS_API.districtHeating(ownerId, EL))).statusCode).toBe(404);
    expect((await owner.get(ALERTS_API.districtHeating(otherId, DH))).statusCode).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const bad = await owner.put(ALERTS_API.districtHeating(ownerId, DH), { ...dhBody, returnTemperature: { active: true, days: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.returnTemperature.days');
    const phone = await owner.put(ALERTS_API.districtHeating(ownerId, DH), { ...dhBody, disruption: { ...dhBody.disruption, mobileNumber: 'x' } });
    expect(phone.json().error.field).toBe('body.disruption.mobileNumber');
  });

  it('bulk sets every district heating place the caller may change, and only those', async () => {
    const response = await owner.put(ALERTS_API.districtHeatingBulk(ownerId), { ...dhBody, returnTemperature: { active: true, days: 5 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().places.map((p: { locationIdentifier: string }) => p.locationIdentifier)).toEqual([DH, DH2]);
    expect(response.json().places.every((p: { returnTemperature: { days: number } }) => p.returnTemperature.days === 5)).toBe(true);
    expect((await owner.put(ALERTS_API.districtHeatingBulk(otherId), dhBody)).statusCode).toBe(404);
    expect((await other.put(ALERTS_API.districtHeatingBulk(otherId), dhBody)).json()).toEqual({ places: [] });
  });
});

describe('energy price alert and report', () => {
  it('stores the price limit and the report, one per user', async () => {
    expect((await owner.get(ALERTS_API.energyPrice(ownerId))).json()).toEqual({
      id: null,
      active: false,
      thresholdValue: null,
      bottomThresholdValue: null,
    });
    const first = await owner.put(ALERTS_API.energyPrice(ownerId), { active: true, thresholdValue: 20, bottomThresholdValue: -0.5 });
    expect(first.statusCode, first.body).toBe(200);
    const second = await owner.put(ALERTS_API.energyPrice(ownerId), { active: true, thresholdValue: 25.25, bottomThresholdValue: null });
    expect(second.json()).toEqual({ id: first.json().id, active: true, thresholdValue: 25.25, bottomThresholdValue: null });
    const report = await owner.put(ALERTS_API.energyPriceReport(ownerId), {
      active: true,
      emailNotifications: false,
      pushNotifications: true,
      unit: 'MWH',
      vat: 'VAT_0',
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ active: true, pushNotifications: true, unit: 'MWH', vat: 'VAT_0' });
  });

  it('answers 400 naming the field and 404 for another user', async () => {
    const below = await owner.put(ALERTS_API.energyPrice(ownerId), { active: true, thresholdValue: 5, bottomThresholdValue: 10 });
    expect(below.json().error.field).toBe('body.bottomThresholdValue');
    const floor = await owner.put(ALERTS_API.energyPrice(ownerId), { active: true, thresholdValue: -51, bottomThresholdValue: null });
    expect(floor.json().error.field).toBe('body.thresholdValue');
    const unit = await owner.put(ALERTS_API.energyPriceReport(ownerId), {
      active: true,
      emailNotifications: true,
      pushNotifications: false,
      unit: 'GWH',
      vat: 'VAT_0',
    });
    expect(unit.json().error.field).toBe('body.unit');
    const none = await owner.put(ALERTS_API.energyPriceReport(ownerId), {
      active: true,
      emailNotifications: false,
      pushNotifications: false,
      unit: 'KWH',
      vat: 'VAT_0',
    });
    expect(none.json().error.field).toBe('body.emailNotifications');
    expect((await owner.get(ALERTS_API.energyPrice(otherId))).statusCode).toBe(404);
    expect((await owner.put(ALERTS_API.energyPriceReport(otherId), {})).statusCode).toBe(404);
    expect((await owner.get(ALERTS_API.energyPrice(ownerId))).json().thresholdValue).toBe(25.25);
  });

  it('tells other plugins whether the price alert is on (priceAlertService), per user', async () => {
    const fact = (userId: string) => priceAlertOn(server.db, userId);
    expect(await fact(ownerId)).toBe(true);
    expect(await fact(otherId)).toBe(false);
    await owner.put(ALERTS_API.energyPrice(ownerId), { active: false, thresholdValue: 25.25, bottomThresholdValue: null });
    expect(await fact(ownerId)).toBe(false);
    await owner.put(ALERTS_API.energyPrice(ownerId), { active: true, thresholdValue: 25.25, bottomThresholdValue: null });
    expect(await fact(ownerId)).toBe(true);
  });
});

describe('places and contracts', () => {
  it('lists the places the caller sees with the alerts each supports', async () => {
    const response = await owner.get(ALERTS_API.places(ownerId));
    expect(response.statusCode, response.body).toBe(200);
    const places = response.json().places as { locationIdentifier: string; alerts: { kind: string; active: boolean; readOnly: boolean }[] }[];
    const byId = Object.fromEntries(places.map((place) => [place.locationIdentifier, place.alerts]));
    expect(Object.keys(byId).sort()).toEqual([DH, DH2, EL, EL_NOFEATURE, EL_RO].sort());
    expect(byId[EL]).toEqual([
      { kind: 'consumption', active: true, readOnly: false },
      { kind: 'disruptionElectricity', active: true, readOnly: false },
    ]);
    expect(byId[EL_RO]).toEqual([{ kind: 'consumption', active: false, readOnly: true }]);
    expect(byId[EL_NOFEATURE]).toEqual([]);
    expect(byId[DH]!.map((alert) => alert.kind)).toEqual(['districtHeatingReturnTemperature', 'districtHeatingDisruption']);
    expect((await owner.get(ALERTS_API.places(otherId))).statusCode).toBe(404);
  });

  it('checkElectricityContracts answers whether a contract is in force', async () => {
    const none = await owner.get(ALERTS_API.checkElectricityContracts);
    expect(none.json()).toEqual({ hasElectricityContracts: false, locationIdentifiers: [] });
    await server.db.query(
      `insert into contracts (id, location_identifier, contract_type, product_name, pricing, spot_margin_c_kwh, start_date)
       values ('K1', $1, 'ELECTRICITY', 'Pörssi', 'SPOT', 0.5, '2025-01-01'), ('K2', $2, 'ELECTRICITY', 'Pörssi', 'SPOT', 0.5, '2025-01-01')`,
      [EL, FOREIGN],
    );
    expect((await owner.get(ALERTS_API.checkElectricityContracts)).json()).toEqual({ hasElectricityContracts: true, locationIdentifiers: [EL] });
    expect((await owner.get(`${ALERTS_API.checkElectricityContracts}?x=1`)).statusCode).toBe(400);
  });
});
