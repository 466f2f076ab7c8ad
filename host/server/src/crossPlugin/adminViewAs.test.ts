import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo';
import { startHarness, type Harness } from '../routeHarness/harnessServer';
import { apiClient, type ApiClient } from '../testing/testServer';

/**
 * Issue 16 "view as the customer" across plugins that never import the admin plugin: an administrator
 * with `admin.users` and the customer's company acts for the customer on every `activeUserId` route
 * (core's guard, the host's representedCustomer and LocationAccess — the representatives' mechanism,
 * not a copy): all the customer's places, READ_ONLY, every write 403, every request in the audit log.
 * An administrator of another company gets 403; a customer or a developer without `admin.users` 404.
 */
let harness: Harness;
let admin: ApiClient;
let adminKuo: ApiClient;
let developer: ApiClient;
let customerId: string;
let adminId: string;
let places: string[];

async function login(email: string): Promise<ApiClient> {
  const client = apiClient(harness.server.app);
  const response = await client.post('/api/auth/v1/login', { email, password: DEMO_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

beforeAll(async () => {
  harness = await startHarness();
  customerId = harness.users.customer.id;
  admin = await login('admin@portal.example');
  adminKuo = await login('admin-kuo@portal.example');
  developer = await login('kehittaja@portal.example');
  adminId = (await harness.db.query<{ id: string }>(`select id from users where email = 'admin@portal.example'`)).rows[0]!.id;
  const { rows } = await harness.db.query<{ location_identifier: string }>(
    `select la.location_identifier from location_access la join locations l using (location_identifier)
      where la.user_id = $1 and l.company = 'VARE' order by 1`,
    [customerId],
  );
  places = rows.map((row) => row.location_identifier);
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

const base = (id: string) => `/api/v2/servicelocation/user/${id}`;

async function viewEntries(): Promise<{ action: string; details: { targetUserId: string; route: string } }[]> {
  const { rows } = await harness.db.query<{ action: string; details: { targetUserId: string; route: string } }>(
    `select action, details from audit_log where kind = 'admin.view' and user_id = $1 and action = 'customers.viewAs' order by seq`,
    [adminId],
  );
  return rows;
}

describe('an administrator viewing as the customer', () => {
  it("sees all the customer's places, read-only, with every feature read-only", async () => {
    const content = await admin.get(`${base(customerId)}/content`);
    expect(content.statusCode, content.body).toBe(200);
    const items = content.json().content as { location: { locationIdentifier: string }; accessRight: string; features: { readOnly: boolean }[] }[];
    expect(items.map((item) => item.location.locationIdentifier).sort()).toEqual([...places].sort());
    for (const item of items) {
      expect(item.accessRight).toBe('READ_ONLY');
      expect(item.features.every((feature) => feature.readOnly)).toBe(true);
    }
    expect((await admin.get(`${base(customerId)}/location/${places[0]}/details`)).statusCode).toBe(200);
    const own = (await harness.users.customer.client.get(`/api/v1/invoices/user/${customerId}`)).json();
    expect((await admin.get(`/api/v1/invoices/user/${customerId}`)).json()).toEqual(own);
  });

  it('is refused every write (403) and nothing changes', async () => {
    const rename = await admin.post(`${base(customerId)}/location/${places[0]}/name`, { displayName: 'Ylläpitäjän nimi' });
    expect(rename.statusCode).toBe(403);
    const { rows } = await harness.db.query(`select 1 from location_names where display_name = 'Ylläpitäjän nimi'`);
    expect(rows).toEqual([]);
  });

  it('records every request in the audit log, naming the customer and the route', async () => {
    const before = (await viewEntries()).length;
    await admin.get(`${base(customerId)}/content`);
    const entries = await viewEntries();
    expect(entries.length).toBe(before + 1);
    expect(entries.at(-1)!.details).toEqual(
      expect.objectContaining({ targetUserId: customerId, route: 'GET /api/v2/servicelocation/user/:id/content' }),
    );
  });

  it('answers 403 to an administrator of another company, and 404 to anyone without admin.users', async () => {
    expect((await adminKuo.get(`${base(customerId)}/content`)).statusCode).toBe(403);
    expect((await developer.get(`${base(customerId)}/content`)).statusCode).toBe(404);
    expect((await harness.users.otherCustomer.client.get(`${base(customerId)}/content`)).statusCode).toBe(404);
    // A login that is no customer here is nobody, also to an administrator.
    expect((await admin.get(`${base(harness.users.admin.id)}/content`)).statusCode).toBe(404);
  });

  it("does not reach the customer's own settings: only activeUserId routes act for someone", async () => {
    expect((await admin.get(`/api/v2/user/${customerId}/ui`)).statusCode).toBe(404);
  });
});
