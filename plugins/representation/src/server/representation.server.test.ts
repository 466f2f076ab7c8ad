import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPRESENTATION_API as API } from '../contract/paths';
import type { ActivateResponse, CurrentResponse } from '../contract/representation';
import { representationServerPlugin } from '../server';
import { insertOwnedPlace, mailedToken } from './test/fixtures';

/**
 * Grants on the real server and database: create (validation, foreign place), activation outcomes,
 * current, remove by either side (access rows go at once), renew, the expiry job and its reminder,
 * and the notifications both sides get.
 */
let server: TestServer;
const CUSTOMER = 'liisa@example.fi';
const REP = 'eeva@example.fi';
const OTHER = 'other@example.fi';
let customer: ApiClient;
let rep: ApiClient;
let other: ApiClient;
const id = (email: string) => server.users[email]!.id;

beforeAll(async () => {
  server = await startTestServer({
    plugins: [representationServerPlugin],
    users: [
      { email: CUSTOMER, name: 'Liisa Korhonen' },
      { email: REP, name: 'Eeva Laine' },
      { email: OTHER, name: 'Olli Muu' },
    ],
    now: new Date('2026-01-15T10:00:00Z'),
  });
  await insertOwnedPlace(server.db, 'P-HOME', id(CUSTOMER), 1);
  await insertOwnedPlace(server.db, 'P-CABIN', id(CUSTOMER), 2);
  await insertOwnedPlace(server.db, 'P-OTHER', id(OTHER), 3);
  customer = await server.loginAs(CUSTOMER);
  rep = await server.loginAs(REP);
  other = await server.loginAs(OTHER);
});

afterAll(async () => {
  await server?.close();
});

async function accessRows(userId: string): Promise<string[]> {
  const { rows } = await server.db.query<{ location_identifier: string }>(
    `select location_identifier from location_access where user_id = $1 and relation = 'representative' order by 1`,
    [userId],
  );
  return rows.map((row) => row.location_identifier);
}

async function inbox(userId: string): Promise<string[]> {
  const { rows } = await server.db.query<{ title: string }>('select title from portal_messages where user_id = $1 order by created_at, title', [
    userId,
  ]);
  return rows.map((row) => row.title);
}

async function grant(places: string[], email = REP): Promise<{ id: string; token: string }> {
  const before = new Set(((await customer.get(API.current(id(CUSTOMER)))).json() as CurrentResponse).given.map((g) => g.id));
  const response = await customer.post(API.create(id(CUSTOMER)), { email, locationIdentifiers: places });
  expect(response.statusCode, response.body).toBe(200);
  await server.runJobs();
  const newest = (response.json() as CurrentResponse).given.find((g) => !before.has(g.id))!;
  return { id: newest.id, token: await mailedToken(server.db, email, newest.id) };
}

async function activate(client: ApiClient, userEmail: string, token: string): Promise<ActivateResponse> {
  const response = await client.post(API.activate(id(userEmail)), { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ActivateResponse;
}

describe('eligible', () => {
  it('lists the places the caller owns, nothing else', async () => {
    const response = await customer.get(API.eligible(id(CUSTOMER)));
    expect(response.json().places.map((p: { locationIdentifier: string }) => p.locationIdentifier)).toEqual(['P-HOME', 'P-CABIN']);
    expect((await rep.get(API.eligible(id(REP)))).json()).toEqual({ places: [] });
    expect((await rep.get(API.eligible(id(CUSTOMER)))).statusCode).toBe(404);
  });
});

describe('create', () => {
  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', locationIdentifiers: ['P-HOME'] }, 'body.email'],
      [{ email: REP, locationIdentifiers: [] }, 'body.locationIdentifiers'],
      [{ email: REP, locationIdentifiers: ['P-HOME', 'P-HOME'] }, 'body.locationIdentifiers'],
      [{ email: CUSTOMER, locationIdentifiers: ['P-HOME'] }, 'body.email'],
      [{ email: REP, locationIdentifiers: ['P-HOME'], expiresOn: '2026-01-15' }, 'body.expiresOn'],
      [{ email: REP, locationIdentifiers: ['P-HOME'], expiresOn: '2027-01-16' }, 'body.expiresOn'],
      [{ email: REP, locationIdentifiers: ['P-HOME'], expiresOn: '15.1.2027' }, 'body.expiresOn'],
    ];
    for (const [body, field] of cases) {
      const response = await customer.post(API.create(id(CUSTOMER)), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    expect((await server.db.query('select 1 from representations')).rows).toHaveLength(0);
  });

  it("answers 404 for another customer's place, and writes nothing", async () => {
    const response = await customer.post(API.create(id(CUSTOMER)), { email: REP, locationIdentifiers: ['P-HOME', 'P-OTHER'] });
    expect(response.statusCode).toBe(404);
    expect((await server.db.query('select 1 from representations')).rows).toHaveLength(0);
  });

  it('creates a pending grant until the end of the chosen day, and mails the invitation', async () => {
    const response = await customer.post(API.create(id(CUSTOMER)), {
      email: ` ${REP.toUpperCase()} `,
      locationIdentifiers: ['P-HOME'],
      expiresOn: '2026-06-30',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CurrentResponse;
    expect(body.given).toHaveLength(1);
    expect(body.given[0]).toMatchObject({ status: 'pending', counterpartEmail: REP, expiresOn: '2026-06-30', activatedAt: null });
    expect(body.given[0]!.places.map((p) => p.locationIdentifier)).toEqual(['P-HOME']);
    const { rows } = await server.db.query<{ expires_at: Date; token_hash: string }>('select expires_at, token_hash from representations');
    // 1.7. 00:00 in Helsinki (summer time) is 30.6. 21:00 UTC.
    expect(rows[0]!.expires_at.toISOString()).toBe('2026-06-30T21:00:00.000Z');
    await server.runJobs();
    const token = await mailedToken(server.db, REP);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await inbox(id(REP))).toContain('Liisa Korhonen antoi sinulle lukuoikeuden');
    expect(await inbox(id(CUSTOMER))).toContain('Lukuoikeus annettu');
    // Nothing to see before activation.
    expect(await accessRows(id(REP))).toEqual([]);
    expect((await rep.get(API.current(id(REP)))).json()).toEqual({ given: [], received: [] });
  });
});

describe('activate', () => {
  it('refuses another e-mail, then activates for the right one, then says already activated', async () => {
    const token = await mailedToken(server.db, REP);
    expect((await activate(other, OTHER, token)).outcome).toBe('RepresentativeEmailMismatchException');
    expect((await activate(other, OTHER, token)).representation).toBeNull();
    expect((await activate(rep, REP, 'no-such-token')).outcome).toBe('RepresentativeGeneralException');
    const done = await activate(rep, REP, token);
    expect(done.outcome).toBe('RepresentativeDone');
    expect(done.representation).toMatchObject({ status: 'active', counterpartName: 'Liisa Korhonen', grantorId: id(CUSTOMER) });
    expect(await accessRows(id(REP))).toEqual(['P-HOME']);
    expect((await activate(rep, REP, token)).outcome).toBe('RepresentativeAlreadyActivatedException');
    const current = (await rep.get(API.current(id(REP)))).json() as CurrentResponse;
    expect(current.received.map((g) => [g.counterpartName, g.expiresOn])).toEqual([['Liisa Korhonen', '2026-06-30']]);
    const given = (await customer.get(API.current(id(CUSTOMER)))).json() as CurrentResponse;
    expect(given.given[0]).toMatchObject({ status: 'active', counterpartName: 'Eeva Laine' });
    expect(await inbox(id(CUSTOMER))).toContain('Lukuoikeus otettu käyttöön');
  });

  it('says already revoked for a revoked grant, and general for an expired one', async () => {
    const revoked = await grant(['P-CABIN']);
    expect((await customer.post(API.remove(id(CUSTOMER)), { representationId: revoked.id })).statusCode).toBe(200);
    expect((await activate(rep, REP, revoked.token)).outcome).toBe('RepresentativeAlreadyRevokedException');

    const expiring = await grant(['P-CABIN']);
    // Its last day passed (the job has not run yet): too late to activate.
    await server.db.query(`update representations set expires_at = '2026-01-15T09:00:00Z' where id = $1`, [expiring.id]);
    expect((await activate(rep, REP, expiring.token)).outcome).toBe('RepresentativeGeneralException');
    expect(await accessRows(id(REP))).toEqual(['P-HOME']);
    server.clock.set(new Date('2026-01-15T10:06:00Z')); // the hourly slot (:05) has come
    await server.runJobs();
    const { rows } = await server.db.query<{ status: string }>('select status from representations where id = $1', [expiring.id]);
    expect(rows[0]!.status).toBe('expired');
  });
});

describe('remove and renew', () => {
  it('renews an active grant to one year from today, only by the customer', async () => {
    const [active] = ((await customer.get(API.current(id(CUSTOMER)))).json() as CurrentResponse).given;
    expect((await rep.post(API.renew(id(REP)), { representationId: active!.id })).statusCode).toBe(404);
    expect((await other.post(API.renew(id(OTHER)), { representationId: active!.id })).statusCode).toBe(404);
    const renewed = await customer.post(API.renew(id(CUSTOMER)), { representationId: active!.id });
    expect(renewed.statusCode).toBe(200);
    expect((renewed.json() as CurrentResponse).given.find((g) => g.id === active!.id)?.expiresOn).toBe('2027-01-15');
  });

  it("answers 404 to a stranger's remove, and the representative's own remove deletes the access at once", async () => {
    const [active] = ((await rep.get(API.current(id(REP)))).json() as CurrentResponse).received;
    expect((await other.post(API.remove(id(OTHER)), { representationId: active!.id })).statusCode).toBe(404);
    expect(await accessRows(id(REP))).toEqual(['P-HOME']);
    const removed = await rep.post(API.remove(id(REP)), { representationId: active!.id });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as CurrentResponse).received).toEqual([]);
    expect(await accessRows(id(REP))).toEqual([]);
    expect(await inbox(id(CUSTOMER))).toContain('Lukuoikeus peruttu');
    expect((await rep.post(API.remove(id(REP)), { representationId: active!.id })).statusCode).toBe(404);
  });
});

describe('the expiry job', () => {
  it('reminds the customer two weeks before, once, and expires the grant after its last day', async () => {
    const { id: grantId, token } = await grant(['P-HOME']);
    expect((await activate(rep, REP, token)).outcome).toBe('RepresentativeDone');
    await server.db.query(`update representations set expires_at = '2026-02-01T22:00:00Z' where id = $1`, [grantId]);
    const reminders = async () =>
      (await server.db.query(`select 1 from portal_messages where user_id = $1 and title = 'Lukuoikeus päättymässä'`, [id(CUSTOMER)])).rows.length;

    server.clock.set(new Date('2026-01-17T10:00:00Z')); // 16 days before: nothing yet
    await server.runJobs();
    expect(await reminders()).toBe(0);
    server.clock.set(new Date('2026-01-19T10:00:00Z'));
    await server.runJobs();
    server.clock.set(new Date('2026-01-20T10:00:00Z'));
    await server.runJobs();
    expect(await reminders()).toBe(1);
    expect(await accessRows(id(REP))).toEqual(['P-HOME']);

    server.clock.set(new Date('2026-02-01T23:10:00Z'));
    await server.runJobs();
    const { rows } = await server.db.query<{ status: string }>('select status from representations where id = $1', [grantId]);
    expect(rows[0]!.status).toBe('expired');
    expect(await accessRows(id(REP))).toEqual([]);
    expect(await inbox(id(REP))).toContain('Lukuoikeus päättyi');
  });
});

describe('visibility', () => {
  it("lists who else sees the caller's own places, and only the caller's", async () => {
    // The expiry test moved the clock past the sessions' lifetime (and into the night: mail waits for 7:00).
    server.clock.set(new Date('2026-02-02T10:00:00Z'));
    [customer, rep, other] = await Promise.all([server.loginAs(CUSTOMER), server.loginAs(REP), server.loginAs(OTHER)]);
    const { id: grantId, token } = await grant(['P-CABIN']);
    expect((await activate(rep, REP, token)).outcome).toBe('RepresentativeDone');
    const response = await customer.get(API.visibility(id(CUSTOMER)));
    expect(response.statusCode).toBe(200);
    expect(response.json().viewers).toEqual([
      {
        name: 'Eeva Laine',
        email: REP,
        relation: 'representative',
        accessRight: 'READ_ONLY',
        places: [{ locationIdentifier: 'P-CABIN', name: 'Paikka P-CABIN' }],
      },
    ]);
    expect((await other.get(API.visibility(id(OTHER)))).json()).toEqual({ viewers: [] });
    expect((await other.get(API.visibility(id(CUSTOMER)))).statusCode).toBe(404);
    await customer.post(API.remove(id(CUSTOMER)), { representationId: grantId });
    expect((await customer.get(API.visibility(id(CUSTOMER)))).json()).toEqual({ viewers: [] });
  });
});
