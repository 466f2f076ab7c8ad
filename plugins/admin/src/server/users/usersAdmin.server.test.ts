import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_API, type AccessRights, type OriginRights } from '../../contract/users';
import { adminServerPlugin } from '../../server';

/**
 * The user-admin area against the real server and database: requirements §6 permissions (user admin needs
 * users, access rights need accessRights or developer, company-specific admin needs superuser or the
 * company's origin group), the no-escalation rule, 400/404 answers and the audit log.
 */
let server: TestServer;
let superAdmin: ApiClient;
let kuoAdmin: ApiClient;
let kuoUserAdmin: ApiClient;
let developer: ApiClient;
let customer: ApiClient;
let noCompanyUserAdmin: ApiClient;
let ids: Record<string, string>;

const SUPER = 'super@portal.example';
const KUO_ADMIN = 'kuo-rights@portal.example';
const KUO_USERS = 'kuo-users@portal.example';
const DEV = 'dev@portal.example';
const NO_COMPANY = 'users-only@portal.example';
const PLAIN = 'plain@example.fi';
const VARE_CUSTOMER = 'asiakas@vare.example';
const KUO_CUSTOMER = 'kaukolampo@kuo.example';

async function auditActions(): Promise<{ action: string; user_id: string; details: Record<string, unknown> }[]> {
  const { rows } = await server.db.query<{ action: string; user_id: string; details: Record<string, unknown> }>(
    `select action, user_id, details from audit_log where kind = 'admin.write' order by seq`,
  );
  return rows;
}

async function groupsOf(email: string): Promise<string[]> {
  const { rows } = await server.db.query<{ group_name: string }>(
    'select g.group_name from user_groups g join users u on u.id = g.user_id where lower(u.email) = lower($1) order by 1',
    [email],
  );
  return rows.map((row) => row.group_name);
}

const userCount = async () => Number((await server.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n);

beforeAll(async () => {
  server = await startTestServer({
    plugins: [adminServerPlugin],
    users: [
      { email: SUPER, groups: ['superusers', 'users', 'accessRights'] },
      { email: KUO_ADMIN, groups: ['origin-KUO', 'users', 'accessRights'] },
      { email: KUO_USERS, groups: ['origin-KUO', 'users'] },
      { email: DEV, groups: ['developers'] },
      { email: NO_COMPANY, groups: ['users'] },
      PLAIN,
    ],
    now: new Date('2026-02-06T10:00:00Z'),
  });
  const { password } = await server.seedDemoData({ days: 1 });
  superAdmin = await server.loginAs(SUPER);
  kuoAdmin = await server.loginAs(KUO_ADMIN);
  kuoUserAdmin = await server.loginAs(KUO_USERS);
  developer = await server.loginAs(DEV);
  noCompanyUserAdmin = await server.loginAs(NO_COMPANY);
  customer = await server.loginAs(VARE_CUSTOMER, password);
  const { rows } = await server.db.query<{ id: string; email: string }>('select id, email from users');
  ids = Object.fromEntries(rows.map((row) => [row.email, row.id]));
});

afterAll(async () => {
  await server?.close();
});

describe('user admin permissions', () => {
  it('answers 401 without a session and 403 to a customer and a developer, changing nothing', async () => {
    const before = await userCount();
    const body = { email: 'x@example.fi', name: 'X' };
    expect((await server.client().post(ADMIN_USERS_API.create, body)).statusCode).toBe(401);
    expect((await customer.post(ADMIN_USERS_API.create, body)).statusCode).toBe(403);
    expect((await developer.post(ADMIN_USERS_API.create, body)).statusCode).toBe(403);
    expect((await developer.post(ADMIN_USERS_API.delete, { priwattiUserId: ids[PLAIN] })).statusCode).toBe(403);
    // The users group without any company's origin group administers no one.
    expect((await noCompanyUserAdmin.post(ADMIN_USERS_API.create, body)).statusCode).toBe(403);
    expect((await noCompanyUserAdmin.post(ADMIN_USERS_API.authenticate, { priwattiUserId: ids[PLAIN] })).statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /admin/users/v1/create', () => {
  it('creates a customer login without a password, audited, and refuses a second one for the address', async () => {
    const created = await kuoUserAdmin.post(ADMIN_USERS_API.create, {
      email: ' Uusi.Asiakas@Example.fi ',
      name: 'Uusi Asiakas',
      phone: '+358 40 123 4567',
    });
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json() as { priwattiUserId: string; email: string };
    expect(answer).toMatchObject({ email: 'uusi.asiakas@example.fi', name: 'Uusi Asiakas' });
    const { rows } = await server.db.query<{ password_hash: string | null; verified: boolean }>(
      'select password_hash, verified from users where id = $1',
      [answer.priwattiUserId],
    );
    expect(rows[0]).toEqual({ password_hash: null, verified: false });
    expect(await groupsOf('uusi.asiakas@example.fi')).toEqual([]);
    expect((await auditActions()).at(-1)).toMatchObject({
      action: 'admin.users.create',
      user_id: ids[KUO_USERS],
      details: { createdUserId: answer.priwattiUserId },
    });

    const again = await superAdmin.post(ADMIN_USERS_API.create, { email: 'UUSI.asiakas@example.fi', name: 'Toinen' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ACCOUNT_ALREADY_EXISTS', field: 'body.email' });
  });

  it.each([
    [{ email: 'not-an-address', name: 'X' }, 'body.email'],
    [{ email: 'a@example.fi', name: '  ' }, 'body.name'],
    [{ email: 'a@example.fi', name: 'X', phone: 'soita' }, 'body.phone'],
    [{ email: 'a@example.fi', name: 'X', groups: ['superusers'] }, 'body'],
  ])('answers 400 naming the field for %j and creates nothing', async (body, field) => {
    const before = await userCount();
    const response = await superAdmin.post(ADMIN_USERS_API.create, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(await userCount()).toBe(before);
  });
});

describe('POST /admin/users/v1/authenticate', () => {
  it('marks a person of the admin’s company identified and confirmed, audited', async () => {
    await server.db.query('update users set verified = false where email = $1', [KUO_CUSTOMER]);
    const response = await kuoAdmin.post(ADMIN_USERS_API.authenticate, { priwattiUserId: ids[KUO_CUSTOMER] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      priwattiUserId: ids[KUO_CUSTOMER],
      email: KUO_CUSTOMER,
      name: expect.any(String),
      verified: true,
      identifiedAt: '2026-02-06T10:00:00.000Z',
    });
    const { rows } = await server.db.query<{ verified: boolean; identified_by: string }>(
      'select u.verified, i.identified_by from users u join admin_user_identifications i on i.user_id = u.id where u.id = $1',
      [ids[KUO_CUSTOMER]],
    );
    expect(rows).toEqual([{ verified: true, identified_by: ids[KUO_ADMIN] }]);
    expect((await auditActions()).at(-1)).toMatchObject({ action: 'admin.users.authenticate', details: { identifiedUserId: ids[KUO_CUSTOMER] } });
  });

  it('answers 403 to an admin of another company, 404 for nobody and 400 for a malformed id, changing nothing', async () => {
    const audits = (await auditActions()).length;
    const foreign = await kuoAdmin.post(ADMIN_USERS_API.authenticate, { priwattiUserId: ids[VARE_CUSTOMER] });
    expect(foreign.statusCode).toBe(403);
    expect((await server.db.query('select 1 from admin_user_identifications where user_id = $1', [ids[VARE_CUSTOMER]])).rows).toEqual([]);
    expect((await kuoAdmin.post(ADMIN_USERS_API.authenticate, { priwattiUserId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const bad = await kuoAdmin.post(ADMIN_USERS_API.authenticate, { priwattiUserId: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.priwattiUserId');
    expect((await auditActions()).length).toBe(audits);
  });
});

describe('POST /admin/users/v1/delete', () => {
  it('deletes the account, ends its sessions at once and audits it', async () => {
    const person = await server.addUser({ email: 'poistettava@example.fi' });
    const personClient = await server.loginAs(person.email);
    expect((await personClient.get('/api/v2/me')).statusCode).toBe(200);
    const response = await superAdmin.post(ADMIN_USERS_API.delete, { priwattiUserId: person.id });
    expect(response.statusCode, response.body).toBe(204);
    expect((await personClient.get('/api/v2/me')).statusCode).toBe(401);
    expect((await server.db.query('select 1 from sessions where user_id = $1', [person.id])).rows).toEqual([]);
    expect((await auditActions()).at(-1)).toMatchObject({ action: 'admin.users.delete', user_id: ids[SUPER], details: { deletedUserId: person.id } });
    expect((await superAdmin.post(ADMIN_USERS_API.delete, { priwattiUserId: person.id })).statusCode).toBe(404);
  });

  it('refuses another company’s customer (403), a more powerful admin (403) and oneself (409)', async () => {
    const before = await userCount();
    expect((await kuoUserAdmin.post(ADMIN_USERS_API.delete, { priwattiUserId: ids[VARE_CUSTOMER] })).statusCode).toBe(403);
    expect((await kuoUserAdmin.post(ADMIN_USERS_API.delete, { priwattiUserId: ids[SUPER] })).statusCode).toBe(403);
    // KUO_ADMIN holds accessRights, which a users-only admin could not grant.
    expect((await kuoUserAdmin.post(ADMIN_USERS_API.delete, { priwattiUserId: ids[KUO_ADMIN] })).statusCode).toBe(403);
    const self = await superAdmin.post(ADMIN_USERS_API.delete, { priwattiUserId: ids[SUPER] });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.field).toBe('body.priwattiUserId');
    expect(await userCount()).toBe(before);
  });
});

describe('POST /admin/debug/v1/refresh-user-mappings/{priwattiUserId}', () => {
  it('re-runs registration’s mapping: a lost owner grant comes back, audited', async () => {
    const removed = await server.db.query<{ location_identifier: string }>(
      `delete from location_access where user_id = $1 and relation = 'owner'
        and location_identifier = (select min(location_identifier) from location_access where user_id = $1 and relation = 'owner')
       returning location_identifier`,
      [ids[VARE_CUSTOMER]],
    );
    expect(removed.rows).toHaveLength(1);
    const response = await superAdmin.post(ADMIN_USERS_API.refreshMappings(ids[VARE_CUSTOMER]!), {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ priwattiUserId: ids[VARE_CUSTOMER], added: 1, removed: 0 });
    expect((await auditActions()).at(-1)).toMatchObject({
      action: 'admin.users.refreshMappings',
      details: { refreshedUserId: ids[VARE_CUSTOMER], added: 1 },
    });
  });

  it('answers 403 to an admin of another company, 404 for nobody, 400 for a bad body', async () => {
    expect((await kuoUserAdmin.post(ADMIN_USERS_API.refreshMappings(ids[VARE_CUSTOMER]!), {})).statusCode).toBe(403);
    expect((await superAdmin.post(ADMIN_USERS_API.refreshMappings('no-such-user'), {})).statusCode).toBe(404);
    const bad = await superAdmin.post(ADMIN_USERS_API.refreshMappings(ids[VARE_CUSTOMER]!), { force: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.force');
  });
});

describe('access rights per origin', () => {
  it('lets an origin admin grant and revoke its own origin, visible by user and by origin, each change audited', async () => {
    const granted = await kuoAdmin.post(ADMIN_USERS_API.originRight(PLAIN, 'KUO'), {});
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject<Partial<AccessRights>>({ email: PLAIN, groups: ['origin-KUO'], origins: ['KUO'] });
    expect((await auditActions()).at(-1)).toMatchObject({
      action: 'admin.accessRights.grant',
      user_id: ids[KUO_ADMIN],
      details: { targetUserId: ids[PLAIN], origin: 'KUO', group: 'origin-KUO' },
    });

    const withUsers = await kuoAdmin.post(ADMIN_USERS_API.originRight(PLAIN, 'kuo'), { group: 'users' });
    expect((withUsers.json() as AccessRights).groups).toEqual(['origin-KUO', 'users']);

    const byUser = (await kuoAdmin.get(ADMIN_USERS_API.rightsOfUser(PLAIN.toUpperCase()))).json() as AccessRights;
    expect(byUser.groups).toEqual(['origin-KUO', 'users']);
    const byOrigin = (await kuoAdmin.get(ADMIN_USERS_API.rightsOfOrigin('KUO'))).json() as OriginRights;
    expect(byOrigin.origin).toBe('KUO');
    expect(byOrigin.users.map((u) => u.email)).toEqual(expect.arrayContaining([PLAIN, KUO_ADMIN, KUO_USERS, SUPER]));
    expect(byOrigin.users.map((u) => u.email)).not.toContain(DEV);

    // Granting what is held changes nothing and logs nothing.
    const audits = (await auditActions()).length;
    expect((await kuoAdmin.post(ADMIN_USERS_API.originRight(PLAIN, 'KUO'), {})).statusCode).toBe(200);
    expect((await auditActions()).length).toBe(audits);

    const revoked = await kuoAdmin.delete(`${ADMIN_USERS_API.originRight(PLAIN, 'KUO')}?group=users`);
    expect((revoked.json() as AccessRights).groups).toEqual(['origin-KUO']);
    const revokedOrigin = await kuoAdmin.delete(ADMIN_USERS_API.originRight(PLAIN, 'KUO'));
    expect(revokedOrigin.statusCode).toBe(200);
    expect(await groupsOf(PLAIN)).toEqual([]);
    expect((await auditActions()).slice(-2).map((a) => [a.action, a.details.group])).toEqual([
      ['admin.accessRights.revoke', 'users'],
      ['admin.accessRights.revoke', 'origin-KUO'],
    ]);
  });

  it('refuses every escalation with 403 and changes nothing', async () => {
    const before = await groupsOf(PLAIN);
    const audits = (await auditActions()).length;
    // Another company's origin, superusers, a group with permissions the granter lacks.
    expect((await kuoAdmin.post(ADMIN_USERS_API.originRight(PLAIN, 'VARE'), {})).statusCode).toBe(403);
    expect((await kuoAdmin.post(ADMIN_USERS_API.originRight(PLAIN, 'KUO'), { group: 'superusers' })).statusCode).toBe(403);
    expect((await kuoAdmin.post(ADMIN_USERS_API.originRight(PLAIN, 'KUO'), { group: 'developers' })).statusCode).toBe(403);
    // Granting to oneself is no way around it either.
    expect((await kuoAdmin.post(ADMIN_USERS_API.originRight(KUO_ADMIN, 'KUO'), { group: 'superusers' })).statusCode).toBe(403);
    // A developer handles access rights but administers no company.
    expect((await developer.post(ADMIN_USERS_API.originRight(PLAIN, 'KUO'), {})).statusCode).toBe(403);
    // A superuser's groups and another company's customer are out of a KUO admin's reach.
    expect((await kuoAdmin.delete(ADMIN_USERS_API.originRight(SUPER, 'KUO'))).statusCode).toBe(403);
    expect((await kuoAdmin.post(ADMIN_USERS_API.originRight(VARE_CUSTOMER, 'KUO'), {})).statusCode).toBe(403);
    expect(
      (await kuoAdmin.post(ADMIN_USERS_API.createAdminUser, { email: 'new-super@portal.example', name: 'S', groups: ['superusers'] })).statusCode,
    ).toBe(403);
    expect(
      (await kuoAdmin.post(ADMIN_USERS_API.createAdminUser, { email: 'new-vare@portal.example', name: 'V', groups: ['origin-VARE'] })).statusCode,
    ).toBe(403);
    expect(await groupsOf(PLAIN)).toEqual(before);
    expect(await groupsOf(KUO_ADMIN)).toEqual(['accessRights', 'origin-KUO', 'users']);
    expect((await auditActions()).length).toBe(audits);
    expect((await server.db.query(`select 1 from users where email like 'new-%'`)).rows).toEqual([]);
  });

  it('keeps reads to the admin’s own companies: 403 for another’s, 404 for an unknown person or origin', async () => {
    expect((await kuoAdmin.get(ADMIN_USERS_API.rightsOfUser(SUPER))).statusCode).toBe(403);
    expect((await kuoAdmin.get(ADMIN_USERS_API.rightsOfUser(VARE_CUSTOMER))).statusCode).toBe(403);
    expect((await kuoAdmin.get(ADMIN_USERS_API.rightsOfOrigin('VARE'))).statusCode).toBe(403);
    expect((await kuoAdmin.get(ADMIN_USERS_API.rightsOfUser('nobody@example.fi'))).statusCode).toBe(404);
    expect((await kuoAdmin.get(ADMIN_USERS_API.rightsOfOrigin('XX'))).statusCode).toBe(404);
    // The users group alone is not access-rights admin.
    expect((await kuoUserAdmin.get(ADMIN_USERS_API.rightsOfOrigin('KUO'))).statusCode).toBe(403);
    expect((await customer.get(ADMIN_USERS_API.rightsOfOrigin('VARE'))).statusCode).toBe(403);
    const superView = (await superAdmin.get(ADMIN_USERS_API.rightsOfUser(SUPER))).json() as AccessRights;
    expect(superView.origins).toEqual(['VARE', 'SV', 'KUO']);
  });

  it('answers 400 naming the field for a bad group or another origin’s group', async () => {
    const unknown = await kuoAdmin.post(ADMIN_USERS_API.originRight(PLAIN, 'KUO'), { group: 'wizards' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.field).toBe('body.group');
    const elsewhere = await superAdmin.post(ADMIN_USERS_API.originRight(PLAIN, 'KUO'), { group: 'origin-VARE' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.field).toBe('body.group');
    const badQuery = await kuoAdmin.delete(`${ADMIN_USERS_API.originRight(PLAIN, 'KUO')}?group=wizards`);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().error.field).toBe('query.group');
  });

  it('creates an admin user with the groups the creator could hold, audited; the new admin acts at once', async () => {
    const created = await kuoAdmin.post(ADMIN_USERS_API.createAdminUser, {
      email: 'Uusi.Admin@portal.example',
      name: 'Uusi Ylläpitäjä',
      groups: ['origin-KUO', 'users', 'adminUsers'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const rights = created.json() as AccessRights;
    expect(rights).toMatchObject({ email: 'uusi.admin@portal.example', groups: ['adminUsers', 'origin-KUO', 'users'], origins: ['KUO'] });
    expect((await auditActions()).at(-1)).toMatchObject({
      action: 'admin.accessRights.createUser',
      user_id: ids[KUO_ADMIN],
      details: { createdUserId: rights.priwattiUserId, groups: ['origin-KUO', 'users', 'adminUsers'], origins: ['KUO'] },
    });
    const duplicate = await superAdmin.post(ADMIN_USERS_API.createAdminUser, { email: 'uusi.admin@portal.example', name: 'X', groups: ['users'] });
    expect(duplicate.statusCode).toBe(409);
    const twice = await superAdmin.post(ADMIN_USERS_API.createAdminUser, { email: 'b@portal.example', name: 'X', groups: ['users', 'users'] });
    expect(twice.json().error.field).toBe('body.groups');
    const none = await superAdmin.post(ADMIN_USERS_API.createAdminUser, { email: 'b@portal.example', name: 'X', groups: [] });
    expect(none.json().error.field).toBe('body.groups');
  });
});
