import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo';
import { startHarness, type Harness } from '../routeHarness/harnessServer';
import { createTestUser } from '../testing/testUsers';
import { apiClient, type ApiClient } from '../testing/testServer';

/**
 * Issue 14 part 4 across plugins that never import each other (docs/representation.md): a customer
 * grants one place through the representation plugin, the representative activates it from the
 * mailed link, then acts for the customer in the locations, consumption and invoices plugins (core's
 * `activeUserId` guard + the host's LocationAccess): the granted place reads, the other places and
 * every write do not, what was viewed is logged for the customer, and a revocation ends it at once.
 */
let harness: Harness;
let customer: ApiClient;
let rep: ApiClient;
let customerId: string;
let repId: string;
let granted: string;
let notGranted: string;
let grantId: string;

const REP_EMAIL = 'acting-representative@example.fi';

beforeAll(async () => {
  harness = await startHarness();
  customerId = harness.users.customer.id;
  customer = harness.users.customer.client;
  repId = (await createTestUser(harness.db, { email: REP_EMAIL, name: 'Reija Edustaja', password: DEMO_PASSWORD })).id;
  rep = apiClient(harness.server.app);
  expect((await rep.post('/api/auth/v1/login', { email: REP_EMAIL, password: DEMO_PASSWORD })).statusCode).toBe(200);
  const { rows } = await harness.db.query<{ location_identifier: string }>(
    `select la.location_identifier from location_access la join locations l using (location_identifier)
      where la.user_id = $1 and la.relation = 'owner' and l.company = 'VARE'
      order by (select count(*) from invoices i where i.location_identifier = la.location_identifier) desc, 1`,
    [customerId],
  );
  [granted, notGranted] = [rows[0]!.location_identifier, rows[1]!.location_identifier];
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

const base = (id: string) => `/api/v2/servicelocation/user/${id}`;

describe('acting for a customer', () => {
  it('starts with nothing: a customer who granted nothing is 404', async () => {
    expect((await rep.get(`${base(customerId)}/content`)).statusCode).toBe(404);
  });

  it('activates a grant of one place from the mailed link', async () => {
    const created = await customer.post(`/api/v2/representatives/user/${customerId}/create`, { email: REP_EMAIL, locationIdentifiers: [granted] });
    expect(created.statusCode, created.body).toBe(200);
    grantId = created.json().given.find((g: { counterpartEmail: string }) => g.counterpartEmail === REP_EMAIL).id;
    await harness.server.runJobs();
    const { rows } = await harness.db.query<{ body: string }>(`select body from outbox where recipient = $1`, [REP_EMAIL]);
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(rows.map((r) => r.body).join('\n'))?.[1] ?? '');
    const activated = await rep.post(`/api/v2/representatives/user/${repId}/activate`, { token });
    expect(activated.json().outcome).toBe('RepresentativeDone');
  });

  it("reads the granted place's data as the customer, and only that place", async () => {
    const content = await rep.get(`${base(customerId)}/content`);
    expect(content.statusCode).toBe(200);
    const places = content.json().content.map((item: { location: { locationIdentifier: string } }) => item.location.locationIdentifier);
    expect(places).toEqual([granted]);
    expect(content.json().content[0].accessRight).toBe('READ_ONLY');
    // Every feature read-only for this viewer, so feature-driven edit controls (the budget) hide.
    const features = content.json().content[0].features as { readOnly: boolean }[];
    expect(features.length).toBeGreaterThan(0);
    expect(features.every((feature) => feature.readOnly)).toBe(true);
    const own = (await customer.get(`${base(customerId)}/content`))
      .json()
      .content.find((i: { location: { locationIdentifier: string } }) => i.location.locationIdentifier === granted);
    expect(own.features.some((feature: { readOnly: boolean }) => !feature.readOnly)).toBe(true);
    expect((await rep.get(`${base(customerId)}/location/${granted}/details`)).statusCode).toBe(200);
    expect((await rep.get(`${base(customerId)}/location/${notGranted}/details`)).statusCode).toBe(404);
    const summary = `/api/v2/consumption/user/${customerId}/location/${granted}/electricity/summary`;
    expect((await rep.get(summary)).statusCode).toBe((await customer.get(summary)).statusCode);
  });

  it("sees only the granted place's invoices", async () => {
    const own = (await customer.get(`/api/v1/invoices/user/${customerId}`)).json().invoices as { locationIdentifier: string }[];
    const acting = (await rep.get(`/api/v1/invoices/user/${customerId}`)).json().invoices as { locationIdentifier: string }[];
    expect(own.some((invoice) => invoice.locationIdentifier === notGranted)).toBe(true);
    expect(acting.length).toBe(own.filter((invoice) => invoice.locationIdentifier === granted).length);
    expect(acting.length).toBeGreaterThan(0);
    expect(acting.every((invoice) => invoice.locationIdentifier === granted)).toBe(true);
  });

  it('is refused every write (403) and the routes that are not about places (404)', async () => {
    const rename = await rep.post(`${base(customerId)}/location/${granted}/name`, { displayName: 'Edustajan nimi' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().error.code).toBe('FORBIDDEN');
    expect((await rep.get(`/api/v2/user/${customerId}/ui`)).statusCode).toBe(404);
    expect((await rep.get(`/api/v2/representatives/user/${customerId}/current`)).statusCode).toBe(404);
    const names = await harness.db.query(`select 1 from location_names where display_name = 'Edustajan nimi'`);
    expect(names.rows).toHaveLength(0);
  });

  it('logs what was viewed for the customer, once per place and kind within the hour', async () => {
    const views = (await customer.get(`/api/v2/representatives/user/${customerId}/views`)).json().views as {
      representativeName: string;
      locationIdentifier: string;
      kind: string;
    }[];
    const mine = views.filter((view) => view.representativeName === 'Reija Edustaja');
    expect(new Set(mine.map((view) => view.locationIdentifier))).toEqual(new Set([granted]));
    expect(mine.map((view) => view.kind).sort()).toEqual(['consumption', 'invoices', 'locations']);
    // A look under the representative's own id is logged too, as 'own'.
    expect((await rep.get(`${base(repId)}/content`)).statusCode).toBe(200);
    const after = (await customer.get(`/api/v2/representatives/user/${customerId}/views`)).json().views as {
      representativeName: string;
      kind: string;
    }[];
    expect(
      after
        .filter((view) => view.representativeName === 'Reija Edustaja')
        .map((view) => view.kind)
        .sort(),
    ).toEqual(['consumption', 'invoices', 'locations', 'own']);
  });

  it('ends at once when the customer revokes: the next request is 404', async () => {
    const removed = await customer.post(`/api/v2/representatives/user/${customerId}/remove`, { representationId: grantId });
    expect(removed.statusCode).toBe(200);
    expect((await rep.get(`${base(customerId)}/content`)).statusCode).toBe(404);
    expect((await rep.get(`${base(customerId)}/location/${granted}/details`)).statusCode).toBe(404);
  });
});
