import { startTestServer, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_API } from '../contract/paths';
import { serviceRequestsServerPlugin } from '../server';
import { disruptionKeeper, grant, insertPlace } from './test/fixtures';

/**
 * Service requests, fault reports and feedback on the real server and database: input checked with
 * the field named and nothing stored, foreign places 404, reference numbers unique, the disruption
 * check both ways, and the administrators' list with the status the customer then sees.
 */
let server: TestServer;
const keeper = disruptionKeeper();
const OWNER = 'owner@example.fi';
const OTHER = 'other@example.fi';
const ADMIN = 'admin@example.fi';
const KUO_ADMIN = 'admin-kuo@example.fi';
const id = (email: string) => server.users[email]!.id;

const count = async (table: string) => Number((await server.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);

beforeAll(async () => {
  server = await startTestServer({
    plugins: [serviceRequestsServerPlugin, keeper.plugin],
    users: [OWNER, OTHER, { email: ADMIN, groups: ['users', 'superusers'] }, { email: KUO_ADMIN, groups: ['users', 'origin-KUO'] }],
    now: new Date('2026-03-10T10:00:00Z'),
  });
  await insertPlace(server.db, { id: 'KOTI', serial: 1, utility: 'ELECTRICITY', name: 'Koti' });
  await insertPlace(server.db, { id: 'MOKKI', serial: 2, utility: 'ELECTRICITY', name: 'Mökki' });
  await insertPlace(server.db, { id: 'LAMPO', serial: 3, utility: 'DISTRICT_HEATING', name: 'Lämpö' });
  await insertPlace(server.db, { id: 'VIERAS', serial: 4, utility: 'ELECTRICITY', name: 'Vieras' });
  await grant(server.db, id(OWNER), 'KOTI');
  await grant(server.db, id(OWNER), 'LAMPO');
  await grant(server.db, id(OWNER), 'MOKKI', 'READ_ONLY');
  await grant(server.db, id(OTHER), 'VIERAS');
  await server.db.query(
    `insert into contracts (id, location_identifier, contract_type, product_name, pricing, fixed_price_c_kwh, basic_fee_eur_month, start_date)
     values ('K1', 'KOTI', 'ELECTRICITY', 'Vare Kiinteä', 'FIXED', 9.5, 4.90, '2025-01-01')`,
  );
});

afterAll(async () => {
  await server?.close();
});

const FAULT = {
  locationIdentifier: 'KOTI',
  fault: 'NO_POWER',
  description: 'Koko talo pimeänä',
  startedAt: '2026-03-10T09:30:00Z',
  contactName: 'Olli Omistaja',
  contactPhone: '040 123 4567',
};

describe('service requests', () => {
  it('stores a request with a reference number, confirms it in the inbox and lists it with its status', async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.post(SERVICE_API.serviceRequests(id(OWNER)), {
      topic: 'CONTRACT',
      locationIdentifier: 'KOTI',
      message: 'Haluan vaihtaa tuotetta',
    });
    expect(response.statusCode).toBe(201);
    const { reference, offer } = response.json();
    expect(reference).toMatch(/^VARE-2026-\d{6}$/);
    expect(offer).toBeNull();
    const list = (await owner.get(SERVICE_API.serviceRequests(id(OWNER)))).json();
    expect(list.items[0]).toMatchObject({
      reference,
      kind: 'SERVICE_REQUEST',
      topic: 'CONTRACT',
      placeName: 'Koti',
      status: 'RECEIVED',
      details: { message: 'Haluan vaihtaa tuotetta' },
    });
    expect(list.places.map((place: { locationIdentifier: string }) => place.locationIdentifier).sort()).toEqual(['KOTI', 'LAMPO', 'MOKKI']);
    const inbox = await server.db.query<{ title: string }>('select title from portal_messages where user_id = $1 and kind = $2', [
      id(OWNER),
      'service-requests.notice',
    ]);
    expect(inbox.rows.map((row) => row.title)).toContain(`Palvelupyyntö vastaanotettu: ${reference}`);
  });

  it('gives unique, consecutive reference numbers to requests sent at once', async () => {
    const owner = await server.loginAs(OWNER);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        owner.post(SERVICE_API.serviceRequests(id(OWNER)), { topic: 'OTHER', locationIdentifier: 'KOTI', message: 'Kysymys' }),
      ),
    );
    const references = answers.map((answer) => answer.json().reference as string);
    expect(new Set(references).size).toBe(8);
    const numbers = references.map((reference) => Number(reference.slice(-6))).sort((a, b) => a - b);
    expect(numbers[7]! - numbers[0]!).toBe(7);
  });

  it('answers 400 naming the field for bad input and stores nothing', async () => {
    const owner = await server.loginAs(OWNER);
    const before = await count('service_requests');
    const cases: [unknown, string][] = [
      [{ topic: 'CONTRACT', locationIdentifier: 'KOTI', message: '   ' }, 'body.message'],
      [{ topic: 'NOPE', locationIdentifier: 'KOTI', message: 'x' }, 'body.topic'],
      [{ topic: 'METER_READING', locationIdentifier: 'KOTI', readingDate: '2026-03-11', reading: 100 }, 'body.readingDate'],
      [{ topic: 'METER_READING', locationIdentifier: 'KOTI', readingDate: '2026-03-09', reading: -1 }, 'body.reading'],
      [
        {
          topic: 'MOVING',
          locationIdentifier: 'KOTI',
          endDate: '2026-03-31',
          meterReading: null,
          newAddress: { streetAddress: 'Uusikatu 2', postalCode: '651', city: 'Vaasa' },
          startDate: '2026-04-01',
        },
        'body.newAddress.postalCode',
      ],
      [
        {
          topic: 'MOVING',
          locationIdentifier: 'KOTI',
          endDate: '2026-03-01',
          meterReading: null,
          newAddress: { streetAddress: 'Uusikatu 2', postalCode: '65100', city: 'Vaasa' },
          startDate: '2026-04-01',
        },
        'body.endDate',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await owner.post(SERVICE_API.serviceRequests(id(OWNER)), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    expect(await count('service_requests')).toBe(before);
  });

  it("answers 404 for another user's place or id, 403 for a read-only place, and stores nothing", async () => {
    const owner = await server.loginAs(OWNER);
    const before = await count('service_requests');
    expect(
      (await owner.post(SERVICE_API.serviceRequests(id(OWNER)), { topic: 'OTHER', locationIdentifier: 'VIERAS', message: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await owner.post(SERVICE_API.serviceRequests(id(OWNER)), { topic: 'OTHER', locationIdentifier: 'EI-OLE', message: 'x' })).statusCode,
    ).toBe(404);
    expect((await owner.post(SERVICE_API.serviceRequests(id(OWNER)), { topic: 'OTHER', locationIdentifier: 'MOKKI', message: 'x' })).statusCode).toBe(
      403,
    );
    expect((await owner.get(SERVICE_API.serviceRequests(id(OTHER)))).statusCode).toBe(404);
    expect((await server.client().get(SERVICE_API.serviceRequests(id(OWNER)))).statusCode).toBe(401);
    expect(await count('service_requests')).toBe(before);
  });
});

describe('moving service', () => {
  const MOVE = {
    topic: 'MOVING',
    locationIdentifier: 'KOTI',
    endDate: '2026-03-31',
    meterReading: 12345.6,
    newAddress: { streetAddress: 'Uusikatu 2', postalCode: '65200', city: 'Vaasa' },
    startDate: '2026-03-30',
  };

  it('becomes a service request and offers the product the customer has at the old place', async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.post(SERVICE_API.serviceRequests(id(OWNER)), MOVE);
    expect(response.statusCode).toBe(201);
    expect(response.json().offer).toEqual({ kind: 'PRODUCT', productName: 'Vare Kiinteä', pricing: 'FIXED', basicFeeEurMonth: '4.90' });
    const list = (await owner.get(SERVICE_API.serviceRequests(id(OWNER)))).json();
    expect(list.items.find((item: { reference: string }) => item.reference === response.json().reference)).toMatchObject({
      topic: 'MOVING',
      details: { endDate: '2026-03-31', meterReading: 12345.6 },
    });
  });

  it('says we will contact the customer when the old place has no product of ours', async () => {
    const owner = await server.loginAs(OWNER);
    const response = await owner.post(SERVICE_API.serviceRequests(id(OWNER)), { ...MOVE, locationIdentifier: 'LAMPO' });
    expect(response.json().offer).toEqual({ kind: 'CONTACT' });
  });

  it('answers 404 while movingService is off for the caller', async () => {
    const owner = await server.loginAs(OWNER);
    const override = await server.setFlag('movingService', false, { user: server.users[OWNER] });
    try {
      expect((await owner.post(SERVICE_API.serviceRequests(id(OWNER)), MOVE)).statusCode).toBe(404);
      expect((await owner.get(SERVICE_API.serviceRequests(id(OWNER)))).json().movingService).toBe(false);
    } finally {
      await server.removeFlag(override);
    }
  });
});

describe('fault reports', () => {
  it('says no disruption is known, then takes the report with a reference number', async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.get(SERVICE_API.faultDisruptions(id(OWNER), 'KOTI'))).json()).toEqual({ disruptions: [] });
    const response = await owner.post(SERVICE_API.reportFault(id(OWNER)), FAULT);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ reference: expect.stringMatching(/^VARE-2026-\d{6}$/), knownDisruptions: [] });
  });

  it('says a known disruption covers the place, before and with the report', async () => {
    const cut = {
      id: 'D-1',
      utilityType: 'ELECTRICITY' as const,
      planned: false,
      startedAt: '2026-03-10T09:00:00.000Z',
      estimatedRestorationAt: '2026-03-10T12:00:00.000Z',
    };
    keeper.known.set('KOTI', [cut]);
    try {
      const owner = await server.loginAs(OWNER);
      expect((await owner.get(SERVICE_API.faultDisruptions(id(OWNER), 'KOTI'))).json()).toEqual({ disruptions: [cut] });
      const response = await owner.post(SERVICE_API.reportFault(id(OWNER)), FAULT);
      expect(response.json().knownDisruptions).toEqual([cut]);
      const stored = await server.db.query<{ details: { knownDisruptions: string[] } }>('select details from service_requests where reference = $1', [
        response.json().reference,
      ]);
      expect(stored.rows[0]!.details.knownDisruptions).toEqual(['D-1']);
    } finally {
      keeper.known.delete('KOTI');
    }
  });

  it('lets a read-only grant report a fault, but not on a foreign place (404), and checks the fault fits the utility', async () => {
    const owner = await server.loginAs(OWNER);
    const before = await count('service_requests');
    expect((await owner.post(SERVICE_API.reportFault(id(OWNER)), { ...FAULT, locationIdentifier: 'VIERAS' })).statusCode).toBe(404);
    expect((await owner.get(SERVICE_API.faultDisruptions(id(OWNER), 'VIERAS'))).statusCode).toBe(404);
    const wrongKind = await owner.post(SERVICE_API.reportFault(id(OWNER)), { ...FAULT, locationIdentifier: 'LAMPO' });
    expect([wrongKind.statusCode, wrongKind.json().error.field]).toEqual([400, 'body.fault']);
    const future = await owner.post(SERVICE_API.reportFault(id(OWNER)), { ...FAULT, startedAt: '2026-03-10T11:00:00Z' });
    expect([future.statusCode, future.json().error.field]).toEqual([400, 'body.startedAt']);
    const phone = await owner.post(SERVICE_API.reportFault(id(OWNER)), { ...FAULT, contactPhone: 'soita' });
    expect([phone.statusCode, phone.json().error.field]).toEqual([400, 'body.contactPhone']);
    expect(await count('service_requests')).toBe(before);
    expect((await owner.post(SERVICE_API.reportFault(id(OWNER)), { ...FAULT, locationIdentifier: 'MOKKI' })).statusCode).toBe(201);
  });

  it("answers 404 when fault reporting is off for the place's utility", async () => {
    const owner = await server.loginAs(OWNER);
    const override = await server.setFlag('faultReportDistrictHeating', false, { user: server.users[OWNER] });
    try {
      const heat = { ...FAULT, locationIdentifier: 'LAMPO', fault: 'NO_HEAT' };
      expect((await owner.post(SERVICE_API.reportFault(id(OWNER)), heat)).statusCode).toBe(404);
      expect((await owner.post(SERVICE_API.reportFault(id(OWNER)), FAULT)).statusCode).toBe(201);
    } finally {
      await server.removeFlag(override);
    }
  });
});

describe('feedback', () => {
  it('stores app feedback and error feedback, the last error only when sent', async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.post(SERVICE_API.appFeedback(id(OWNER)), { rating: 5, message: 'Hyvä palvelu', page: '/kulutus' })).statusCode).toBe(201);
    const lastError = { message: 'A page crashed', detail: 'TypeError: x is undefined', path: '/laskut', at: '2026-03-10T09:59:00.000Z' };
    expect((await owner.post(SERVICE_API.errorFeedback, { message: 'Laskut ei aukea', page: '/laskut', lastError })).statusCode).toBe(201);
    expect((await owner.post(SERVICE_API.errorFeedback, { message: 'Taas', page: '/laskut', lastError: null })).statusCode).toBe(201);
    const admin = await server.loginAs(ADMIN);
    const items = (await admin.get(SERVICE_API.adminFeedback)).json().items;
    expect(items.map((item: { message: string; lastError: unknown }) => [item.message, item.lastError])).toEqual(
      expect.arrayContaining([
        ['Hyvä palvelu', null],
        ['Laskut ei aukea', lastError],
        ['Taas', null],
      ]),
    );
  });

  it('answers 400 naming the field and stores nothing', async () => {
    const owner = await server.loginAs(OWNER);
    const before = await count('service_feedback');
    const rating = await owner.post(SERVICE_API.appFeedback(id(OWNER)), { rating: 6, message: 'x', page: '/' });
    expect([rating.statusCode, rating.json().error.field]).toEqual([400, 'body.rating']);
    const message = await owner.post(SERVICE_API.errorFeedback, { message: '', page: '/', lastError: null });
    expect([message.statusCode, message.json().error.field]).toEqual([400, 'body.message']);
    expect((await owner.post(SERVICE_API.appFeedback(id(OTHER)), { rating: null, message: 'x', page: '/' })).statusCode).toBe(404);
    expect(await count('service_feedback')).toBe(before);
  });
});

describe('administrators', () => {
  it('list the requests; a status change is audited, shown to the customer and told to them', async () => {
    const owner = await server.loginAs(OWNER);
    const { reference } = (await owner.post(SERVICE_API.reportFault(id(OWNER)), FAULT)).json();
    const admin = await server.loginAs(ADMIN);
    const list = (await admin.get(`${SERVICE_API.adminRequests}?kind=FAULT_REPORT`)).json().items;
    expect(list.find((item: { reference: string }) => item.reference === reference)).toMatchObject({
      customerEmail: OWNER,
      placeName: 'Koti',
      status: 'RECEIVED',
    });
    const changed = await admin.put(SERVICE_API.adminRequestStatus(reference), { status: 'IN_PROGRESS', note: 'Asentaja tulossa' });
    expect(changed.statusCode).toBe(200);
    const mine = (await owner.get(SERVICE_API.serviceRequests(id(OWNER))))
      .json()
      .items.find((item: { reference: string }) => item.reference === reference);
    expect(mine).toMatchObject({ status: 'IN_PROGRESS', statusNote: 'Asentaja tulossa' });
    const audit = await server.db.query<{ n: string }>(`select count(*) as n from audit_log where action = 'service-requests.status'`);
    expect(Number(audit.rows[0]!.n)).toBeGreaterThan(0);
    const inbox = await server.db.query<{ title: string }>('select title from portal_messages where user_id = $1', [id(OWNER)]);
    expect(inbox.rows.map((row) => row.title)).toContain(`Vikailmoitus ${reference}: käsittelyssä`);
  });

  it('refuse customers (403) and another company’s administrators (403); an unknown reference is 404', async () => {
    const owner = await server.loginAs(OWNER);
    expect((await owner.get(SERVICE_API.adminRequests)).statusCode).toBe(403);
    expect((await owner.get(SERVICE_API.adminFeedback)).statusCode).toBe(403);
    const kuo = await server.loginAs(KUO_ADMIN);
    expect((await kuo.get(SERVICE_API.adminRequests)).statusCode).toBe(403);
    expect((await kuo.get(SERVICE_API.adminFeedback)).statusCode).toBe(403);
    const { reference } = (await owner.post(SERVICE_API.reportFault(id(OWNER)), FAULT)).json();
    expect((await kuo.put(SERVICE_API.adminRequestStatus(reference), { status: 'DONE', note: null })).statusCode).toBe(403);
    const admin = await server.loginAs(ADMIN);
    expect((await admin.put(SERVICE_API.adminRequestStatus('VARE-2026-999999'), { status: 'DONE', note: null })).statusCode).toBe(404);
    const bad = await admin.put(SERVICE_API.adminRequestStatus(reference), { status: 'LOST', note: null });
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'body.status']);
    const mine = (await owner.get(SERVICE_API.serviceRequests(id(OWNER))))
      .json()
      .items.find((item: { reference: string }) => item.reference === reference);
    expect(mine.status).toBe('RECEIVED');
  });
});
