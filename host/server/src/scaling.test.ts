import type { AddressInfo } from 'node:net';
import type { Database } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { openPgDatabase } from './db/pgDatabase';
import { createTestDatabase, usingRealPostgres, type TestDatabase } from './testing/testDatabase';
import { TEST_COMPANY, WEB_VERSION } from './testing/testServer';
import { createTestUser, TEST_PASSWORD } from './testing/testUsers';

/**
 * DESIGN §9: the server keeps no session state in memory, so any replica serves any request.
 * Two server instances listen on their own ports and share one database. With DATABASE_URL each has
 * its own connection pool to the PostgreSQL server, as separate processes would. With the embedded
 * database both are in this process on one PGlite (it allows one process per data directory), which
 * still proves the servers share nothing but the database.
 */
let database: TestDatabase;
const servers: FastifyInstance[] = [];
const extraPools: Database[] = [];
let urlA = '';
let urlB = '';

async function start(db: Database): Promise<string> {
  const app = await buildServer({ db, company: TEST_COMPANY });
  servers.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await createTestUser(database.db, { email: 'anna@example.com' });
  urlA = await start(database.db);
  let dbB = database.db;
  if (usingRealPostgres()) {
    dbB = openPgDatabase({ url: process.env.DATABASE_URL!, schema: database.schema, maxConnections: 5 });
    extraPools.push(dbB);
  }
  urlB = await start(dbB);
});

afterAll(async () => {
  for (const app of servers) await app.close();
  for (const pool of extraPools) await pool.close();
  await database.close();
});

/** The Cookie header a browser would send back, from a response's Set-Cookie headers. */
function cookiesFrom(response: Response, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, value] = pair!.split('=') as [string, string];
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

const post = (url: string, body: unknown, cookie = '') =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-web-version': WEB_VERSION, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe(`two server instances on one database (${usingRealPostgres() ? 'PostgreSQL, separate pools' : 'embedded, in-process'})`, () => {
  it('a session created on one is used, refreshed and ended on the other', async () => {
    const login = await post(`${urlA}/api/auth/v1/login`, { email: 'anna@example.com', password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    let cookie = cookiesFrom(login);

    const me = await fetch(`${urlB}/api/v2/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe('anna@example.com');

    const refreshed = await post(`${urlB}/api/auth/v1/refresh-session`, {}, cookie);
    expect(refreshed.status).toBe(200);
    cookie = cookiesFrom(refreshed, cookie);
    expect((await fetch(`${urlA}/api/v2/me`, { headers: { cookie } })).status).toBe(200);

    expect((await post(`${urlA}/api/auth/v1/logout`, {}, cookie)).status).toBe(204);
    expect((await fetch(`${urlB}/api/v2/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('the login throttle counts failures made on either instance', async () => {
    for (const url of [urlA, urlB, urlA, urlB, urlA]) {
      expect((await post(`${url}/api/auth/v1/login`, { email: 'anna@example.com', password: 'wrong' })).status).toBe(401);
    }
    expect((await post(`${urlB}/api/auth/v1/login`, { email: 'anna@example.com', password: TEST_PASSWORD })).status).toBe(429);
  });
});
