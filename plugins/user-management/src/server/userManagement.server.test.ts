import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MANAGEMENT_API, withQuery, type UserManagementOp } from '../contract/paths';
import type { ExistingUsersResponse, UserSettingsResponse } from '../contract/userManagement';
import { userManagementServerPlugin } from '../server';
import { seedDemoCompanyUsers } from './demo/demoCompanyUsers';

/**
 * Every user-management route on the real server and database over the demo data: yritys@vare.example
 * is the main user of customer 1500001 (45 places), alikayttaja@vare.example its sub-user.
 */
let server: TestServer;
let password: string;
const COMPANY = '1500001';

interface Caller {
  client: ApiClient;
  id: string;
}

async function signIn(email: string, pass = password): Promise<Caller> {
  const client = await server.loginAs(email, pass);
  const me = (await client.get('/api/v2/me')).json() as { priwattiUserId: string };
  return { client, id: me.priwattiUserId };
}

const url = (caller: Caller, op: UserManagementOp, company = COMPANY) => USER_MANAGEMENT_API.op(company, caller.id, op);

async function grants(userId: string): Promise<{ location_identifier: string; access_right: string; relation: string }[]> {
  const { rows } = await server.db.query<{ location_identifier: string; access_right: string; relation: string }>(
    'select location_identifier, access_right, relation from location_access where user_id = $1 order by 1',
    [userId],
  );
  return rows;
}

async function companyPlaceIds(): Promise<string[]> {
  const { rows } = await server.db.query<{ location_identifier: string }>(
    `select location_identifier from locations where company = 'VARE' and customer_code = $1 order by 1`,
    [COMPANY],
  );
  return rows.map((row) => row.location_identifier);
}

let main: Caller;
let sub: Caller;
let places: string[];

beforeAll(async () => {
  server = await startTestServer({ plugins: [userManagementServerPlugin], users: [{ email: 'uusi@example.fi', uiMode: 'B2B' }] });
  ({ password } = await server.seedDemoData({ days: 1 }));
  // The kit seeds core's data set only; the plugin's own demo rows are its hook's (the server runs it after core's).
  await server.db.transaction((tx) => seedDemoCompanyUsers(tx, { seed: 1, today: server.clock.now() }));
  main = await signIn('yritys@vare.example');
  sub = await signIn('alikayttaja@vare.example');
  places = await companyPlaceIds();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('who may manage', () => {
  it('tells the main user and a sub-user who the main user is', async () => {
    const asMain = (await main.client.get(url(main, 'mainUser'))).json();
    expect(asMain).toMatchObject({ mainUser: { userId: main.id, email: 'yritys@vare.example' }, callerIsMainUser: true });
    const asSub = (await sub.client.get(url(sub, 'mainUser'))).json();
    expect(asSub).toMatchObject({ mainUser: { userId: main.id }, callerIsMainUser: false });
  });

  it("lists the caller's companies with their role", async () => {
    const mine = (await main.client.get(USER_MANAGEMENT_API.companies(main.id))).json();
    expect(mine).toEqual({ companies: [{ customerCode: COMPANY, businessName: 'Kiinteistö Pohjanmaa Oy', role: 'main' }] });
    const theirs = (await sub.client.get(USER_MANAGEMENT_API.companies(sub.id))).json();
    expect(theirs.companies).toEqual([{ customerCode: COMPANY, businessName: 'Kiinteistö Pohjanmaa Oy', role: 'sub' }]);
  });

  it('makes the owner of an unmanaged business customer its main user (a code linked by registration)', async () => {
    const owner = await server.addUser({ email: 'omistaja@example.fi', uiMode: 'B2B' });
    const { rows } = await server.db.query<{ location_identifier: string; customer_code: string }>(
      `select location_identifier, customer_code from locations where company = 'VARE' and customer_code <> $1
        and customer_code not in (select customer_code from customerships) limit 1`,
      [COMPANY],
    );
    const place = rows[0]!;
    await server.db.query(`insert into customerships (user_id, company, customer_code, customer_type) values ($1, 'VARE', $2, 'B2B')`, [
      owner.id,
      place.customer_code,
    ]);
    await server.db.query(
      `insert into location_access (user_id, location_identifier, relation, access_right) values ($1, $2, 'owner', 'FULL_ACCESS')`,
      [owner.id, place.location_identifier],
    );
    const client = await server.loginAs('omistaja@example.fi');
    const mine = (await client.get(USER_MANAGEMENT_API.companies(owner.id))).json();
    expect(mine).toEqual({ companies: [{ customerCode: place.customer_code, businessName: null, role: 'main' }] });
    expect((await client.get(USER_MANAGEMENT_API.op(place.customer_code, owner.id, 'existingUsers'))).statusCode).toBe(200);
  });

  it('answers 403 to a sub-user on every management route, and 404 for a company that is not theirs', async () => {
    for (const op of ['existingUsers', 'customershipDetails', 'eligibleLocations'] as const) {
      expect((await sub.client.get(url(sub, op))).statusCode).toBe(403);
      expect((await main.client.get(url(main, op, '9999999'))).statusCode).toBe(404);
    }
    expect((await sub.client.post(url(sub, 'create'), { email: 'x@example.fi' })).statusCode).toBe(403);
    expect((await sub.client.post(url(sub, 'transferMainUserRights'), { targetUserId: sub.id })).statusCode).toBe(403);
  });

  it('answers 403 to a B2C-only customer and 401 without a session', async () => {
    const b2c = await signIn('asiakas@vare.example');
    expect((await b2c.client.get(url(b2c, 'mainUser'))).statusCode).toBe(403);
    expect((await server.client().get(USER_MANAGEMENT_API.op(COMPANY, main.id, 'mainUser'))).statusCode).toBe(401);
  });
});

describe('existing users, settings, eligible places, details', () => {
  it('lists the main user first, then the sub-user with their place counts', async () => {
    const body = (await main.client.get(url(main, 'existingUsers'))).json() as ExistingUsersResponse;
    expect(body.users.map((u) => [u.email, u.role])).toEqual([
      ['yritys@vare.example', 'main'],
      ['alikayttaja@vare.example', 'sub'],
    ]);
    const subGrants = await grants(sub.id);
    expect(body.users[1]).toMatchObject({
      placeCount: subGrants.length,
      fullAccessCount: subGrants.filter((g) => g.access_right === 'FULL_ACCESS').length,
    });
  });

  it("gives a sub-user's settings, and 404 for a user who is not the company's sub-user", async () => {
    const response = await main.client.get(withQuery(USER_MANAGEMENT_API.settings(COMPANY, main.id, sub.id)));
    expect(response.statusCode).toBe(200);
    const body = response.json() as UserSettingsResponse;
    expect(body.locations.map((p) => p.locationIdentifier).sort()).toEqual((await grants(sub.id)).map((g) => g.location_identifier));
    expect((await main.client.get(withQuery(USER_MANAGEMENT_API.settings(COMPANY, main.id, main.id)))).statusCode).toBe(404);
    expect((await main.client.get(withQuery(USER_MANAGEMENT_API.settings(COMPANY, main.id, 'no-such-user')))).statusCode).toBe(404);
  });

  it('lists the places the sub-user does not have yet, and all 45 without a sub-user', async () => {
    const all = (await main.client.get(url(main, 'eligibleLocations'))).json() as { locations: unknown[] };
    expect(all.locations).toHaveLength(45);
    const eligible = (await main.client.get(withQuery(USER_MANAGEMENT_API.eligibleLocations(COMPANY, main.id, sub.id)))).json() as {
      locations: unknown[];
    };
    expect(eligible.locations).toHaveLength(45 - (await grants(sub.id)).length);
  });

  it('gives the customership details', async () => {
    const body = (await main.client.get(url(main, 'customershipDetails'))).json();
    expect(body).toMatchObject({ customerCode: COMPANY, businessName: 'Kiinteistö Pohjanmaa Oy', placeCount: 45, userCount: 2 });
  });
});

describe('create, rights, remove', () => {
  it('adds an existing login at once and notifies them; invites a new address by mail', async () => {
    const added = await main.client.post(url(main, 'create'), { email: 'UUSI@example.fi' });
    expect(added.statusCode).toBe(200);
    const newcomer = server.users['uusi@example.fi']!;
    expect(added.json()).toEqual({ outcome: 'added', userId: newcomer.id });
    const inbox = await server.db.query('select 1 from portal_messages where user_id = $1', [newcomer.id]);
    expect(inbox.rows).toHaveLength(1);
    // The B2B side comes from customerships: the sub-user gets the company's, with its name.
    const side = await server.db.query('select customer_type, business_name from customerships where user_id = $1', [newcomer.id]);
    expect(side.rows).toEqual([{ customer_type: 'B2B', business_name: 'Kiinteistö Pohjanmaa Oy' }]);
    expect((await main.client.post(url(main, 'create'), { email: 'uusi@example.fi' })).statusCode).toBe(409);

    const invited = await main.client.post(url(main, 'create'), { email: 'kutsuttu@example.fi' });
    expect(invited.json()).toEqual({ outcome: 'invited', userId: null });
    const mail = await server.db.query<{ body: string }>(`select body from outbox where recipient = 'kutsuttu@example.fi'`);
    expect(mail.rows[0]?.body).toContain('/rekisteroidy?email=kutsuttu%40example.fi');
    const list = (await main.client.get(url(main, 'existingUsers'))).json() as ExistingUsersResponse;
    expect(list.invitations.map((i) => i.email)).toEqual(['kutsuttu@example.fi']);
  });

  it('answers 400 naming the field for a bad address, changing nothing', async () => {
    const response = await main.client.post(url(main, 'create'), { email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('body.email');
  });

  it('ties an invited address to the company once a verified login exists (claim job)', async () => {
    const invitee = await server.addUser('kutsuttu@example.fi');
    await server.db.query('update users set verified = true, ui_mode = $2 where id = $1', [invitee.id, 'B2B']);
    const runs = await server.runJobs();
    expect(runs.filter((r) => r.name === 'user-management.claim-invitations').every((r) => r.outcome === 'completed')).toBe(true);
    // The minute slot may not have come yet at the test clock; run the claim on the next minute.
    server.clock.set(new Date(server.clock.now().getTime() + 61_000));
    await server.runJobs();
    const list = (await main.client.get(url(main, 'existingUsers'))).json() as ExistingUsersResponse;
    expect(list.invitations).toEqual([]);
    expect(list.users.map((u) => u.email)).toContain('kutsuttu@example.fi');
  });

  it('grants READ_ONLY and FULL_ACCESS on places to location_access, with an optional expiry', async () => {
    const newcomer = server.users['uusi@example.fi']!;
    const [a, b, c] = places as [string, string, string];
    const response = await main.client.post(url(main, 'updateAccessRights'), {
      subUserId: newcomer.id,
      locations: [
        { locationIdentifier: a, accessRight: 'READ_ONLY' },
        { locationIdentifier: b, accessRight: 'READ_ONLY' },
      ],
    });
    expect(response.statusCode).toBe(200);
    await main.client.post(url(main, 'updateAccessRights'), {
      subUserId: newcomer.id,
      locations: [{ locationIdentifier: c, accessRight: 'FULL_ACCESS' }],
      expiresOn: '2026-01-20',
    });
    expect(await grants(newcomer.id)).toEqual(
      [
        { location_identifier: a, access_right: 'READ_ONLY', relation: 'subUser' },
        { location_identifier: b, access_right: 'READ_ONLY', relation: 'subUser' },
        { location_identifier: c, access_right: 'FULL_ACCESS', relation: 'subUser' },
      ].sort((x, y) => x.location_identifier.localeCompare(y.location_identifier)),
    );
    const settings = (await main.client.get(withQuery(USER_MANAGEMENT_API.settings(COMPANY, main.id, newcomer.id)))).json() as UserSettingsResponse;
    expect(settings.locations.find((p) => p.locationIdentifier === c)?.expiresOn).toBe('2026-01-20');
  });

  it('refuses a place outside the company with 404 and a bad right or date with 400, granting nothing', async () => {
    const newcomer = server.users['uusi@example.fi']!;
    const before = await grants(newcomer.id);
    const { rows } = await server.db.query<{ location_identifier: string }>(
      `select location_identifier from locations where customer_code <> $1 limit 1`,
      [COMPANY],
    );
    const foreign = await main.client.post(url(main, 'updateAccessRights'), {
      subUserId: newcomer.id,
      locations: [
        { locationIdentifier: places[5], accessRight: 'READ_ONLY' },
        { locationIdentifier: rows[0]!.location_identifier, accessRight: 'READ_ONLY' },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    const badRight = await main.client.post(url(main, 'updateAccessRights'), {
      subUserId: newcomer.id,
      locations: [{ locationIdentifier: places[5], accessRight: 'OWNER' }],
    });
    expect(badRight.statusCode).toBe(400);
    expect(badRight.json().error.field).toBe('body.locations.0.accessRight');
    const badDate = await main.client.post(url(main, 'updateAccessRights'), {
      subUserId: newcomer.id,
      locations: [{ locationIdentifier: places[5], accessRight: 'READ_ONLY' }],
      expiresOn: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.field).toBe('body.expiresOn');
    const notSub = await main.client.post(url(main, 'updateAccessRights'), {
      subUserId: main.id,
      locations: [{ locationIdentifier: places[5], accessRight: 'READ_ONLY' }],
    });
    expect(notSub.statusCode).toBe(404);
    expect(await grants(newcomer.id)).toEqual(before);
  });

  it('removes the expired right the morning after its last day (expiry job)', async () => {
    const newcomer = server.users['uusi@example.fi']!;
    const c = places[2]!;
    server.clock.set(new Date('2026-01-20T21:00:00Z')); // 23:00 on the last day in Helsinki: still valid
    await server.runJobs();
    expect((await grants(newcomer.id)).map((g) => g.location_identifier)).toContain(c);
    server.clock.set(new Date('2026-01-20T22:10:00Z')); // 00:10 on 21.1. in Helsinki
    const runs = await server.runJobs();
    expect(runs.some((r) => r.name === 'user-management.expire-rights' && r.outcome === 'completed')).toBe(true);
    expect((await grants(newcomer.id)).map((g) => g.location_identifier)).not.toContain(c);
    expect(await grants(newcomer.id)).toHaveLength(2);
  });

  it('removes one place, then all places, then the user', async () => {
    // The test clock moved days ahead above: the sessions of the start have expired.
    main = await signIn('yritys@vare.example');
    sub = await signIn('alikayttaja@vare.example');
    const newcomer = server.users['uusi@example.fi']!;
    expect((await main.client.post(url(main, 'removeLocation'), { subUserId: newcomer.id, locationIdentifier: places[0] })).statusCode).toBe(200);
    expect((await grants(newcomer.id)).map((g) => g.location_identifier)).toEqual([places[1]]);
    expect((await main.client.post(url(main, 'removeLocation'), { subUserId: newcomer.id, locationIdentifier: places[0] })).statusCode).toBe(404);
    expect((await main.client.post(url(main, 'removeAllLocations'), { subUserId: newcomer.id })).statusCode).toBe(200);
    expect(await grants(newcomer.id)).toEqual([]);
    expect((await main.client.post(url(main, 'removeUser'), { subUserId: newcomer.id })).statusCode).toBe(200);
    const list = (await main.client.get(url(main, 'existingUsers'))).json() as ExistingUsersResponse;
    expect(list.users.map((u) => u.email)).not.toContain('uusi@example.fi');
    expect((await server.db.query('select 1 from customerships where user_id = $1', [newcomer.id])).rows).toEqual([]);
    expect((await main.client.post(url(main, 'removeUser'), { subUserId: newcomer.id })).statusCode).toBe(404);
  });
});

describe('rights by label', () => {
  const LABEL_USER = 'etiketti@example.fi';
  let labelUser: string;
  let label: string;
  const labelled = async (name: string) =>
    (
      await server.db.query<{ location_identifier: string }>(
        `select ll.location_identifier from location_labels ll join locations l using (location_identifier)
          where l.customer_code = $1 and ll.label = $2 order by 1`,
        [COMPANY, name],
      )
    ).rows.map((row) => row.location_identifier);
  const nextMinute = async () => {
    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    await server.runJobs();
  };

  beforeAll(async () => {
    labelUser = (await server.addUser(LABEL_USER)).id;
    expect((await main.client.post(url(main, 'create'), { email: LABEL_USER })).json().outcome).toBe('added');
    const eligible = (await main.client.get(url(main, 'eligibleLocations'))).json() as { labels: string[] };
    label = eligible.labels[0]!;
  });

  it('gives every place carrying the label, and lists the rule', async () => {
    const places = await labelled(label);
    expect(places.length).toBeGreaterThan(0);
    const response = await main.client.post(url(main, 'updateAccessRights'), { subUserId: labelUser, labels: [{ label, accessRight: 'READ_ONLY' }] });
    expect(response.statusCode).toBe(200);
    expect((response.json() as UserSettingsResponse).labelRules).toEqual([{ label, accessRight: 'READ_ONLY', expiresOn: null }]);
    expect(await grants(labelUser)).toEqual(places.map((id) => ({ location_identifier: id, access_right: 'READ_ONLY', relation: 'subUser' })));
  });

  it('follows the label: a place labelled later is granted, a place that loses it is not', async () => {
    const before = await labelled(label);
    const newcomer = places.find((id) => !before.includes(id))!;
    await server.db.query(`insert into location_labels (location_identifier, company, label) values ($1, 'VARE', $2)`, [newcomer, label]);
    await server.db.query('delete from location_labels where location_identifier = $1 and label = $2', [before[0], label]);
    await nextMinute();
    const now = (await grants(labelUser)).map((g) => g.location_identifier);
    expect(now).toContain(newcomer);
    expect(now).not.toContain(before[0]);
    expect(now.sort()).toEqual((await labelled(label)).sort());
  });

  it('ends the rule with removeLabel, keeping a place given one by one', async () => {
    const [kept] = await labelled(label);
    await main.client.post(url(main, 'updateAccessRights'), {
      subUserId: labelUser,
      locations: [{ locationIdentifier: kept, accessRight: 'FULL_ACCESS' }],
    });
    expect((await main.client.post(url(main, 'removeLabel'), { subUserId: labelUser, label })).statusCode).toBe(200);
    expect(await grants(labelUser)).toEqual([{ location_identifier: kept, access_right: 'FULL_ACCESS', relation: 'subUser' }]);
    expect((await main.client.post(url(main, 'removeLabel'), { subUserId: labelUser, label })).statusCode).toBe(404);
  });

  it('answers 400 naming body.locations when neither places nor labels are given', async () => {
    const response = await main.client.post(url(main, 'updateAccessRights'), { subUserId: labelUser });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('body.locations');
  });
});

describe('main-user transfer', () => {
  const transfer = (caller: Caller, targetUserId: string) => caller.client.post(url(caller, 'transferMainUserRights'), { targetUserId });

  it('refuses with requirements §8 error codes', async () => {
    const same = await transfer(main, main.id);
    expect(same.statusCode).toBe(409);
    expect(same.json().error.details).toEqual({ transferError: 'SAME_USER' });
    const stranger = (await signIn('asiakas@vare.example')).id;
    expect((await transfer(main, stranger)).json().error.details).toEqual({ transferError: 'TARGET_NOT_SUB_USER' });
    const unverified = await server.addUser('vahvistamaton@example.fi');
    await main.client.post(url(main, 'create'), { email: 'vahvistamaton@example.fi' });
    await server.db.query('update users set verified = false where id = $1', [unverified.id]);
    expect((await transfer(main, unverified.id)).json().error.details).toEqual({ transferError: 'TARGET_NOT_VERIFIED' });
  });

  it('hands the company to the sub-user; the old main user becomes a FULL_ACCESS sub-user', async () => {
    // A rule by label of the new main user must not keep steering their rights after the transfer.
    const eligible = (await main.client.get(url(main, 'eligibleLocations'))).json() as { labels: string[] };
    await main.client.post(url(main, 'updateAccessRights'), { subUserId: sub.id, labels: [{ label: eligible.labels[0], accessRight: 'READ_ONLY' }] });
    const response = await transfer(main, sub.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mainUser: { userId: sub.id }, callerIsMainUser: false });
    expect((await sub.client.get(url(sub, 'existingUsers'))).statusCode).toBe(200);
    expect((await main.client.get(url(main, 'existingUsers'))).statusCode).toBe(403);
    const subGrants = await grants(sub.id);
    expect(subGrants).toHaveLength(45);
    expect(subGrants.every((g) => g.access_right === 'FULL_ACCESS')).toBe(true);
    expect((await grants(main.id)).every((g) => g.access_right === 'FULL_ACCESS')).toBe(true);
    await server.db.query('delete from location_labels');
    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    await server.runJobs();
    expect(await grants(sub.id)).toHaveLength(45);
    // And back, so the old main user's own rights are those of a sub-user of the new one.
    expect((await transfer(sub, main.id)).statusCode).toBe(200);
  });
});
