import { grantLocationAccess, startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { withGsrnCheckDigit } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignBody, CampaignList, CurrentCampaignResponse } from '../contract/campaigns';
import { CAMPAIGNS_API } from '../contract/paths';
import { campaignsServerPlugin } from '../server';

/** Campaigns on the real server and database; the clock is 15.1.2026 10:00 UTC (12:00 in Helsinki). */
let server: TestServer;
let admin: ApiClient;
let otherCompanyAdmin: ApiClient;
let privateCustomer: ApiClient;
let spotCustomer: ApiClient;
let businessCustomer: ApiClient;
const ADMIN = 'viestinta@example.fi';
const KUO_ADMIN = 'viestinta-kuo@example.fi';
const PRIVATE = 'koti@example.fi';
const SPOT = 'porssi@example.fi';
const BUSINESS = 'yritys@example.fi';

const BODY: CampaignBody = {
  title: { fi: 'Talvitarjous', en: 'Winter offer' },
  body: { fi: 'Perusmaksu 0 € kolme kuukautta.' },
  modes: ['B2C'],
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  publish: true,
};

const idOf = (response: { json(): unknown }) => (response.json() as Campaign).id;
const auditActions = async () =>
  (await server.db.query<{ action: string }>(`select action from audit_log where action like 'campaigns.%' order by seq`)).rows.map(
    (row) => row.action,
  );

let serial = 0;
async function place(id: string, utility: 'ELECTRICITY' | 'DISTRICT_HEATING', owner: string, pricing?: 'SPOT' | 'FIXED'): Promise<void> {
  await server.db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes, temperature_area)
     values ($1, 'VARE', 'C1', $3, $2, $1, 'Testikatu 1', '65100', 'Vaasa', 'DetachedHouse', 60, 'VAASA')`,
    [id, utility, withGsrnCheckDigit(`643${String(++serial).padStart(14, '0')}`)],
  );
  if (pricing) {
    await server.db.query(
      `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, spot_margin_c_kwh, start_date)
       values ($1, $2, 'ELECTRICITY', 'Sähkö', $3, $4, $5, '2025-01-01')`,
      [`K-${id}`, id, pricing, pricing === 'FIXED' ? 9.5 : null, pricing === 'SPOT' ? 0.45 : null],
    );
  }
  await grantLocationAccess(server.db, { userId: server.users[owner]!.id, locationIdentifier: id, relation: 'owner', right: 'FULL_ACCESS' });
}

beforeAll(async () => {
  server = await startTestServer({
    plugins: [campaignsServerPlugin],
    users: [
      PRIVATE,
      SPOT,
      BUSINESS,
      { email: ADMIN, groups: ['messaging', 'origin-VARE'] },
      { email: KUO_ADMIN, groups: ['messaging', 'origin-KUO'] },
    ],
    now: new Date('2026-01-15T10:00:00Z'),
  });
  await place('P-FIXED', 'ELECTRICITY', PRIVATE, 'FIXED');
  await place('P-SPOT', 'ELECTRICITY', SPOT, 'SPOT');
  await place('P-HEAT', 'DISTRICT_HEATING', SPOT);
  await place('P-FIRM', 'ELECTRICITY', BUSINESS, 'SPOT');
  await server.db.query(`update users set ui_mode = 'B2B' where id = $1`, [server.users[BUSINESS]!.id]);
  admin = await server.loginAs(ADMIN);
  otherCompanyAdmin = await server.loginAs(KUO_ADMIN);
  privateCustomer = await server.loginAs(PRIVATE);
  spotCustomer = await server.loginAs(SPOT);
  businessCustomer = await server.loginAs(BUSINESS);
});

afterAll(async () => {
  await server?.close();
});

const current = async (client: ApiClient, email: string) =>
  ((await client.get(CAMPAIGNS_API.current(server.users[email]!.id))).json() as CurrentCampaignResponse).campaign?.title.fi ?? null;
const list = async (status: 'published' | 'expired' | 'drafts') =>
  ((await admin.get(CAMPAIGNS_API.list(status))).json() as CampaignList).campaigns.map((campaign) => campaign.title.fi);

describe('campaigns', () => {
  it('creates, updates and deletes; lists by status; audits every write', async () => {
    const created = await admin.post(CAMPAIGNS_API.create, { ...BODY, publish: false });
    expect(created.statusCode, created.body).toBe(201);
    const id = idOf(created);
    expect(created.json()).toMatchObject({ company: 'VARE', status: 'draft', startDate: '2026-01-01', endDate: '2026-01-31', placeFeatures: [] });
    expect(await list('drafts')).toEqual(['Talvitarjous']);
    expect(await list('published')).toEqual([]);

    const published = await admin.put(CAMPAIGNS_API.one(id), { ...BODY, title: { fi: 'Talvitarjous 2' } });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', title: { fi: 'Talvitarjous 2' } });
    expect(await list('published')).toEqual(['Talvitarjous 2']);
    expect(await list('drafts')).toEqual([]);

    const ended = await admin.post(CAMPAIGNS_API.create, { ...BODY, title: { fi: 'Joulu' }, startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(ended.json()).toMatchObject({ status: 'expired' });
    expect(await list('expired')).toEqual(['Joulu']);

    expect((await admin.put(CAMPAIGNS_API.remove(id))).statusCode).toBe(204);
    expect((await admin.put(CAMPAIGNS_API.remove(idOf(ended)))).statusCode).toBe(204);
    expect((await admin.put(CAMPAIGNS_API.remove(id))).statusCode).toBe(404);
    expect((await admin.get(CAMPAIGNS_API.one(id))).statusCode).toBe(404);
    expect(await auditActions()).toEqual(['campaigns.create', 'campaigns.update', 'campaigns.create', 'campaigns.delete', 'campaigns.delete']);
  });

  it('expires at the end of its last Helsinki day, across the spring DST change', async () => {
    const spring = await admin.post(CAMPAIGNS_API.create, { ...BODY, title: { fi: 'Maaliskuu' }, startDate: '2026-01-01', endDate: '2026-03-29' });
    const id = idOf(spring);
    try {
      // 29.3.2026 is the 23-hour day: summer time from 03:00, so the day ends at 21:00 UTC, not 22:00.
      // Sessions expire over two months, so the customer signs in again at the new time.
      server.clock.set(new Date('2026-03-29T20:59:59Z'));
      const customer = await server.loginAs(PRIVATE);
      expect(await current(customer, PRIVATE)).toBe('Maaliskuu');
      server.clock.set(new Date('2026-03-29T21:00:00Z'));
      expect(await current(customer, PRIVATE)).toBeNull();
      const expired = (await (await server.loginAs(ADMIN)).get(CAMPAIGNS_API.list('expired'))).json() as CampaignList;
      expect(expired.campaigns.map((campaign) => campaign.title.fi)).toContain('Maaliskuu');
    } finally {
      server.clock.set(new Date('2026-01-15T10:00:00Z'));
      admin = await server.loginAs(ADMIN);
      await admin.put(CAMPAIGNS_API.remove(id));
    }
  });

  it('never shows a draft, an expired or a not yet started campaign to a customer: 404 by id', async () => {
    const draft = idOf(await admin.post(CAMPAIGNS_API.create, { ...BODY, title: { fi: 'Luonnos' }, publish: false }));
    const old = idOf(await admin.post(CAMPAIGNS_API.create, { ...BODY, title: { fi: 'Vanha' }, startDate: '2025-11-01', endDate: '2025-11-30' }));
    const later = idOf(await admin.post(CAMPAIGNS_API.create, { ...BODY, title: { fi: 'Tuleva' }, startDate: '2026-02-01', endDate: '2026-02-28' }));
    const live = idOf(await admin.post(CAMPAIGNS_API.create, { ...BODY, title: { fi: 'Nyt' } }));
    try {
      for (const id of [draft, old, later]) expect((await privateCustomer.get(CAMPAIGNS_API.one(id))).statusCode).toBe(404);
      expect((await privateCustomer.get(CAMPAIGNS_API.one(live))).statusCode).toBe(200);
      expect(await current(privateCustomer, PRIVATE)).toBe('Nyt');
      // The administrator previews any of them.
      expect((await admin.get(CAMPAIGNS_API.one(draft))).json()).toMatchObject({ status: 'draft' });
    } finally {
      for (const id of [draft, old, later, live]) await admin.put(CAMPAIGNS_API.remove(id));
    }
  });

  it('targets by mode and place features', async () => {
    const privateOnly = idOf(await admin.post(CAMPAIGNS_API.create, { ...BODY, title: { fi: 'Kotiin' }, startDate: '2026-01-02' }));
    expect(await current(privateCustomer, PRIVATE)).toBe('Kotiin');
    expect(await current(businessCustomer, BUSINESS)).toBeNull();
    expect((await businessCustomer.get(CAMPAIGNS_API.one(privateOnly))).statusCode).toBe(404);

    const spotHeat = idOf(
      await admin.post(CAMPAIGNS_API.create, {
        ...BODY,
        title: { fi: 'Pörssi ja lämpö' },
        startDate: '2026-01-10',
        modes: ['B2C', 'B2B'],
        placeFeatures: ['spotContract', 'districtHeating'],
      }),
    );
    const spotOnly = idOf(
      await admin.post(CAMPAIGNS_API.create, {
        ...BODY,
        title: { fi: 'Pörssi' },
        startDate: '2026-01-05',
        modes: ['B2B'],
        placeFeatures: ['spotContract'],
      }),
    );
    try {
      // The newest start wins among those aimed at the customer.
      expect(await current(spotCustomer, SPOT)).toBe('Pörssi ja lämpö');
      expect(await current(privateCustomer, PRIVATE)).toBe('Kotiin');
      expect(await current(businessCustomer, BUSINESS)).toBe('Pörssi');
      expect((await privateCustomer.get(CAMPAIGNS_API.one(spotHeat))).statusCode).toBe(404);
    } finally {
      for (const id of [privateOnly, spotHeat, spotOnly]) await admin.put(CAMPAIGNS_API.remove(id));
    }
  });

  it('answers 403 to a customer and to an administrator of another company, 404 for another user id, and changes nothing', async () => {
    const id = idOf(await admin.post(CAMPAIGNS_API.create, BODY));
    const before = await auditActions();
    try {
      for (const client of [privateCustomer, otherCompanyAdmin]) {
        expect((await client.post(CAMPAIGNS_API.create, BODY)).statusCode).toBe(403);
        expect((await client.put(CAMPAIGNS_API.one(id), BODY)).statusCode).toBe(403);
        expect((await client.put(CAMPAIGNS_API.remove(id))).statusCode).toBe(403);
        for (const status of ['published', 'expired', 'drafts'] as const) expect((await client.get(CAMPAIGNS_API.list(status))).statusCode).toBe(403);
      }
      expect((await privateCustomer.get(CAMPAIGNS_API.current(server.users[SPOT]!.id))).statusCode).toBe(404);
      expect((await server.client().get(CAMPAIGNS_API.current(server.users[SPOT]!.id))).statusCode).toBe(401);
      expect(await auditActions()).toEqual(before);
      expect(await list('published')).toEqual(['Talvitarjous']);
    } finally {
      await admin.put(CAMPAIGNS_API.remove(id));
    }
  });

  it.each([
    [{ ...BODY, title: { sv: 'Bara' } }, 'body.title.fi'],
    [{ ...BODY, modes: [] }, 'body.modes'],
    [{ ...BODY, endDate: '2025-12-31' }, 'body.endDate'],
    [{ ...BODY, startDate: '2026-02-30' }, 'body.startDate'],
    [{ ...BODY, linkUrl: 'http://example.fi', linkText: { fi: 'x' } }, 'body.linkUrl'],
    [{ ...BODY, linkUrl: '/sopimukset' }, 'body.linkText'],
    [{ ...BODY, placeFeatures: ['pool'] }, 'body.placeFeatures.0'],
  ])('answers 400 naming the field for bad input %#', async (body, field) => {
    const before = await auditActions();
    const response = await admin.post(CAMPAIGNS_API.create, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { field } });
    expect(await auditActions()).toEqual(before);
  });
});
