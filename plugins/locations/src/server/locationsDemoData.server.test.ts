import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { locationDetailSchema, type ContentItem, type ContentResponse } from '../contract/locations';
import { locationsServerPlugin } from '../server';

/**
 * The routes over the generated demo data set (one day of history is enough here): every answer must
 * pass the plugin's own response schemas on real rows, for the B2B main user and the mixed-rights
 * sub-user of README's demo users.
 */
let server: TestServer;
let demoPassword: string;

async function signIn(email: string): Promise<{ client: ApiClient; id: string }> {
  const client = await server.loginAs(email, demoPassword);
  const me = (await client.get('/api/v2/me')).json() as { priwattiUserId: string };
  return { client, id: me.priwattiUserId };
}

const content = async (user: { client: ApiClient; id: string }) => {
  const response = await user.client.get(`/api/v2/servicelocation/user/${user.id}/content`);
  expect(response.statusCode).toBe(200);
  return (response.json() as ContentResponse).content;
};

beforeAll(async () => {
  server = await startTestServer({ plugins: [locationsServerPlugin] });
  ({ password: demoPassword } = await server.seedDemoData({ days: 1 }));
});

afterAll(async () => {
  await server?.close();
});

describe('locations over the demo data', () => {
  it('gives the B2B main user their 45 places with company and labels, and a detail for each kind', async () => {
    const business = await signIn('yritys@vare.example');
    const places = await content(business);
    expect(places).toHaveLength(45);
    expect(places.every((p) => p.companyName)).toBe(true);
    expect(places.some((p) => p.labels.length > 0)).toBe(true);
    for (const utility of new Set(places.map((p) => p.utilityType))) {
      const place = places.find((p) => p.utilityType === utility) as ContentItem;
      const response = await business.client.get(`/api/v2/servicelocation/user/${business.id}/location/${place.location.locationIdentifier}/details`);
      expect(response.statusCode).toBe(200);
      const detail = locationDetailSchema.parse(response.json());
      expect(detail.vat).toBe(false); // a company's place shows VAT 0
    }
  });

  it('lets the mixed-rights sub-user reorder their FULL_ACCESS places, but not the READ_ONLY ones', async () => {
    const sub = await signIn('alikayttaja@vare.example');
    const places = await content(sub);
    const writable = places.filter((p) => p.accessRight === 'FULL_ACCESS').map((p) => p.location.locationIdentifier);
    const readOnly = places.filter((p) => p.accessRight === 'READ_ONLY').map((p) => p.location.locationIdentifier);
    expect(writable.length).toBeGreaterThan(1);
    expect(readOnly.length).toBeGreaterThan(0);

    const reversed = [...writable].reverse();
    const ok = await sub.client.post(`/api/v2/servicelocation/user/${sub.id}/setContentOrder`, { locationIdentifiers: reversed });
    expect(ok.statusCode).toBe(200);
    const after = (ok.json() as ContentResponse).content.map((p) => p.location.locationIdentifier);
    expect(after.slice(0, reversed.length)).toEqual(reversed);

    const refused = await sub.client.post(`/api/v2/servicelocation/user/${sub.id}/setContentOrder`, {
      locationIdentifiers: [...reversed, readOnly[0]],
    });
    expect(refused.statusCode).toBe(403);
  });
});
