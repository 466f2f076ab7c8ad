import { latestMailedCode } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo';
import { startHarness, type Harness } from '../routeHarness/harnessServer';
import { apiClient } from '../testing/testServer';

/**
 * Issue 15's acceptance across plugins that never import each other: rights the user-management plugin
 * writes are what the locations plugin enforces. The main user invites a new address, the invitee signs
 * up and confirms, the claim job links them, the main user gives READ_ONLY on two places; the sub-user
 * then sees exactly those two and cannot rename one (403). On the harness server (every plugin, demo data).
 */
let harness: Harness;
const INVITEE = 'uusi-alikayttaja@example.fi';
const PASSWORD = 'a long enough password';
const COMPANY = '1500001';

beforeAll(async () => {
  harness = await startHarness();
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('user management → location access', () => {
  it('invited, confirmed and given READ_ONLY on two places, a sub-user sees exactly those and cannot write', async () => {
    const main = harness.users.otherCustomer; // yritys@vare.example, the main user of 1500001
    const base = `/api/v2/b2b/company/${COMPANY}/user/${main.id}`;
    const invited = await main.client.post(`${base}/create`, { email: INVITEE });
    expect(invited.json()).toEqual({ outcome: 'invited', userId: null });

    const client = apiClient(harness.server.app);
    expect((await client.post('/api/auth/v1/sign-up', { email: INVITEE, password: PASSWORD, name: 'Uusi Alikäyttäjä' })).statusCode).toBe(201);
    const code = await latestMailedCode(client, INVITEE, 'signup-code');
    expect((await client.post('/api/auth/v1/confirm-signup', { email: INVITEE, code })).statusCode).toBe(200);
    harness.server.clock.set(new Date(harness.server.clock.now().getTime() + 60_000));
    await harness.server.runJobs();

    const users = (await main.client.get(`${base}/existingUsers`)).json() as { users: { userId: string; email: string }[] };
    const sub = users.users.find((u) => u.email === INVITEE);
    expect(sub).toBeDefined();
    const places = (await main.client.get(`${base}/eligibleLocations`)).json() as { locations: { locationIdentifier: string }[] };
    const two = places.locations.slice(0, 2).map((p) => p.locationIdentifier);
    const granted = await main.client.post(`${base}/updateAccessRights`, {
      subUserId: sub!.userId,
      locations: two.map((locationIdentifier) => ({ locationIdentifier, accessRight: 'READ_ONLY' })),
    });
    expect(granted.statusCode).toBe(200);

    const login = await client.post('/api/auth/v1/login', { email: INVITEE, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const content = await client.get(`/api/v2/servicelocation/user/${sub!.userId}/content`);
    expect(content.statusCode).toBe(200);
    const seen = (content.json() as { content: { location: { locationIdentifier: string } }[] }).content.map((c) => c.location.locationIdentifier);
    expect(seen.sort()).toEqual([...two].sort());
    const rename = await client.post(`/api/v2/servicelocation/user/${sub!.userId}/location/${two[0]}/name`, { displayName: 'Oma nimi' });
    expect(rename.statusCode).toBe(403);
    // A place of the company they were not given answers 404, as if it did not exist.
    const other = places.locations[2]!.locationIdentifier;
    expect((await client.get(`/api/v2/servicelocation/user/${sub!.userId}/location/${other}/details`)).statusCode).toBe(404);
    // And they see no user management: their own management routes answer 403.
    expect((await client.get(`/api/v2/b2b/company/${COMPANY}/user/${sub!.userId}/existingUsers`)).statusCode).toBe(403);
  });

  it('the demo sub-user alikayttaja@vare.example is refused user management', async () => {
    const { rows } = await harness.db.query<{ id: string }>(`select id from users where email = 'alikayttaja@vare.example'`);
    const client = apiClient(harness.server.app);
    expect((await client.post('/api/auth/v1/login', { email: 'alikayttaja@vare.example', password: DEMO_PASSWORD })).statusCode).toBe(200);
    const companies = (await client.get(`/api/v2/b2b/user/${rows[0]!.id}/userManagement/companies`)).json();
    expect(companies).toEqual({ companies: [{ customerCode: COMPANY, businessName: 'Kiinteistö Pohjanmaa Oy', role: 'sub' }] });
    expect((await client.get(`/api/v2/b2b/company/${COMPANY}/user/${rows[0]!.id}/existingUsers`)).statusCode).toBe(403);
  });
});
