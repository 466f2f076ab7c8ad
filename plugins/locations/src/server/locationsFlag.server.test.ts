import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loggedInClient, startTestServer, TEST_COMPANY, type TestServer } from '@portal/core/server/testing';
import { locationsServerPlugin } from '../server';

/** With the `locations` flag off the routes do not exist for anyone (DESIGN §2), even the owner. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    plugins: [locationsServerPlugin],
    company: { ...TEST_COMPANY, pluginIds: ['locations'], flagDefaults: { ...TEST_COMPANY.flagDefaults, locations: false } },
  });
});

afterAll(async () => {
  await server?.close();
});

describe('locations flag off', () => {
  it('answers 404 on the content route', async () => {
    const user = await createTestUser(server.database.db, { email: 'flagless@example.fi' });
    const client = await loggedInClient(server.app, 'flagless@example.fi');
    const response = await client.get(`/api/v2/servicelocation/user/${user.id}/content`);
    expect(response.statusCode).toBe(404);
  });
});
