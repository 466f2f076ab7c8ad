// Core's `activeUserId` path role as the host answers it (docs/representation.md), on a synthetic
// plugin: who the handler acts as, which places LocationAccess then yields, 403 for every write, 404
// for everyone else, and the flag.
import { CORE_API_VERSION, defineRoute, defineServerPlugin, type Database, type ServerPluginContext } from '@portal/core/server';
import { withGsrnCheckDigit } from '@portal/domain';
import { grantLocationAccess, startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

let context: ServerPluginContext;
const actingPlugin = defineServerPlugin({
  id: 'acting-probe',
  version: '1.0.0',
  apiVersion: CORE_API_VERSION,
  routes(app, ctx) {
    context = ctx;
    const params = z.object({ id: z.string() });
    defineRoute(app, {
      method: 'GET',
      url: '/v1/probe/:id/places',
      access: 'session',
      pathParams: { id: 'activeUserId' },
      schemas: {
        params,
        response: z.object({ userId: z.string(), representedBy: z.string().nullable(), places: z.array(z.string()), rights: z.array(z.string()) }),
      },
      async handler({ user }) {
        const grants = await context.access.visibleLocations(user, context.company);
        return {
          userId: user.id,
          representedBy: user.representedBy?.id ?? null,
          places: grants.map((g) => g.locationIdentifier),
          rights: [...new Set(grants.map((g) => g.right))],
        };
      },
    });
    defineRoute(app, {
      method: 'POST',
      url: '/v1/probe/:id/note',
      access: 'session',
      pathParams: { id: 'activeUserId' },
      schemas: { params, body: z.object({ text: z.string().min(1) }), response: z.object({ ok: z.boolean() }) },
      handler: () => ({ ok: true }),
    });
    defineRoute(app, {
      method: 'GET',
      url: '/v1/probe/:id/private',
      access: 'session',
      pathParams: { id: 'ownUserId' },
      schemas: { params, response: z.object({ ok: z.boolean() }) },
      handler: () => ({ ok: true }),
    });
  },
});

let server: TestServer;
let rep: ApiClient;
const id = (email: string) => server.users[email]!.id;

async function place(db: Database, locationIdentifier: string, serial: number): Promise<void> {
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name,
       street_address, postal_code, city, building_type, resolution_minutes)
     values ($1, 'VARE', 'C', $2, 'ELECTRICITY', $1, 'Katu 1', '65100', 'Vaasa', 'DetachedHouse', 60)`,
    [locationIdentifier, withGsrnCheckDigit(`643${String(8800 + serial).padStart(14, '0')}`)],
  );
}

beforeAll(async () => {
  server = await startTestServer({ plugins: [actingPlugin], users: ['liisa@example.fi', 'olli@example.fi', 'eeva@example.fi', 'muu@example.fi'] });
  const db = server.db;
  for (const [i, p] of ['L-1', 'L-2', 'L-SUB', 'O-1'].entries()) await place(db, p, i + 1);
  const grant = (userId: string, locationIdentifier: string, relation: 'owner' | 'subUser' | 'representative', right: 'READ_ONLY' | 'FULL_ACCESS') =>
    grantLocationAccess(db, { userId, locationIdentifier, relation, right });
  await grant(id('liisa@example.fi'), 'L-1', 'owner', 'FULL_ACCESS');
  await grant(id('liisa@example.fi'), 'L-2', 'owner', 'FULL_ACCESS');
  await grant(id('liisa@example.fi'), 'L-SUB', 'subUser', 'FULL_ACCESS');
  await grant(id('muu@example.fi'), 'L-SUB', 'owner', 'FULL_ACCESS');
  await grant(id('olli@example.fi'), 'O-1', 'owner', 'FULL_ACCESS');
  // Eeva represents Liisa on L-1 and Olli on O-1; her row on L-SUB is Muu's grant, not Liisa's.
  await grant(id('eeva@example.fi'), 'L-1', 'representative', 'READ_ONLY');
  await grant(id('eeva@example.fi'), 'O-1', 'representative', 'READ_ONLY');
  await grant(id('eeva@example.fi'), 'L-SUB', 'representative', 'READ_ONLY');
  rep = await server.loginAs('eeva@example.fi');
});

afterAll(async () => {
  await server?.close();
});

describe('activeUserId', () => {
  it('is the caller on their own id', async () => {
    const own = (await rep.get(`/api/v1/probe/${id('eeva@example.fi')}/places`)).json();
    expect(own).toMatchObject({ userId: id('eeva@example.fi'), representedBy: null });
    expect(own.places.sort()).toEqual(['L-1', 'L-SUB', 'O-1']);
  });

  it('acts for a represented customer, who then has only the places they own and granted, read-only', async () => {
    const liisa = await rep.get(`/api/v1/probe/${id('liisa@example.fi')}/places`);
    expect(liisa.statusCode).toBe(200);
    expect(liisa.json()).toEqual({ userId: id('liisa@example.fi'), representedBy: id('eeva@example.fi'), places: ['L-1'], rights: ['READ_ONLY'] });
    expect((await rep.get(`/api/v1/probe/${id('olli@example.fi')}/places`)).json().places).toEqual(['O-1']);
    expect((await rep.get(`/api/v1/probe/${id('muu@example.fi')}/places`)).json().places).toEqual(['L-SUB']);
  });

  it('answers 403 to every write while acting, before the body is read', async () => {
    for (const body of [{ text: 'x' }, { text: '' }, 'not json']) {
      const response = await rep.post(`/api/v1/probe/${id('liisa@example.fi')}/note`, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    // Her own writes are hers.
    expect((await rep.post(`/api/v1/probe/${id('eeva@example.fi')}/note`, { text: 'x' })).statusCode).toBe(200);
  });

  it('answers 404 for anyone else, for a one-way grant the other way, and on ownUserId routes', async () => {
    for (const other of ['no-such-user', '%00', '%3Cscript%3E', 'x'.repeat(99)]) {
      expect((await rep.get(`/api/v1/probe/${other}/places`)).statusCode).toBe(404);
    }
    expect((await rep.get(`/api/v1/probe/${id('liisa@example.fi')}/private`)).statusCode).toBe(404);
    const liisa = await server.loginAs('liisa@example.fi');
    expect((await liisa.get(`/api/v1/probe/${id('eeva@example.fi')}/places`)).statusCode).toBe(404);
  });

  it('answers 404 with the representative flag off for the caller', async () => {
    const override = await server.setFlag('representative', false, { user: server.users['eeva@example.fi'] });
    try {
      expect((await rep.get(`/api/v1/probe/${id('liisa@example.fi')}/places`)).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });

  it('ends on the next request when the access row goes', async () => {
    await server.db.query(`delete from location_access where user_id = $1 and location_identifier = 'L-1'`, [id('eeva@example.fi')]);
    expect((await rep.get(`/api/v1/probe/${id('liisa@example.fi')}/places`)).statusCode).toBe(404);
  });
});
