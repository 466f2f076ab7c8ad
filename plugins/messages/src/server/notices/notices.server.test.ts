import { grantLocationAccess, startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTopBar, Notice, Popup, TopBarResponse } from '../../contract';
import { MESSAGES_API } from '../../contract/paths';
import { messagesServerPlugin } from '../../server';
import { insertPlace } from '../test/messagesFixtures';

/** Notices (timed, representative, disruption), popups with a stored dismissal, and the top bar. */
let server: TestServer;
let owner: ApiClient;
let representative: ApiClient;
let topBarAdmin: ApiClient;
const OWNER = 'owner@example.fi';
const REPRESENTATIVE = 'rep@example.fi';
const TOP_BAR_ADMIN = 'topbar@example.fi';

const texts = (fi: string, sv?: string) => JSON.stringify({ title: { fi, ...(sv ? { sv } : {}) }, body: { fi: `${fi} body` } });

beforeAll(async () => {
  server = await startTestServer({
    plugins: [messagesServerPlugin],
    users: [OWNER, REPRESENTATIVE, { email: TOP_BAR_ADMIN, groups: ['topBarMessage'] }],
    now: new Date('2026-01-15T10:00:00Z'),
  });
  const db = server.db;
  await insertPlace(db, 'P-HOME', 1);
  await insertPlace(db, 'P-OTHER', 2);
  await insertPlace(db, 'P-KUO', 3, 'KUO');
  await grantLocationAccess(db, { userId: server.users[OWNER]!.id, locationIdentifier: 'P-HOME', relation: 'owner', right: 'FULL_ACCESS' });
  await grantLocationAccess(db, {
    userId: server.users[REPRESENTATIVE]!.id,
    locationIdentifier: 'P-HOME',
    relation: 'representative',
    right: 'READ_ONLY',
  });
  const insert = `INSERT INTO messages_notifications (id, company, type, location_identifier, texts, starts_at, ends_at, created_at)
                  VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $6)`;
  await db.query(insert, ['timed', 'VARE', 'timed', null, texts('Huoltokatko', 'Serviceavbrott'), '2026-01-14T00:00:00Z', '2026-01-20T00:00:00Z']);
  await db.query(insert, ['over', 'VARE', 'timed', null, texts('Mennyt'), '2026-01-01T00:00:00Z', '2026-01-10T00:00:00Z']);
  await db.query(insert, ['kuo', 'KUO', 'timed', null, texts('KUO:n'), '2026-01-14T00:00:00Z', '2026-01-20T00:00:00Z']);
  await db.query(insert, ['cut-home', 'VARE', 'disruption', 'P-HOME', texts('Katko kotona'), '2026-01-15T00:00:00Z', '2026-01-16T00:00:00Z']);
  await db.query(insert, ['cut-other', 'VARE', 'disruption', 'P-OTHER', texts('Katko muualla'), '2026-01-15T00:00:00Z', '2026-01-16T00:00:00Z']);
  const popupTexts = JSON.stringify(
    Object.fromEntries(['title', 'description', 'accept', 'close', 'dismissDescription'].map((k) => [k, { fi: `${k} fi`, en: `${k} en` }])),
  );
  await db.query(
    `INSERT INTO messages_popups (id, company, type, dismiss_property, texts, link, starts_at, ends_at, created_at)
     VALUES ('p1', 'VARE', 'einvoice', 'popup.einvoice', $1::jsonb, '/laskut', '2026-01-01T00:00:00Z', NULL, '2026-01-01T00:00:00Z'),
            ('p2', 'KUO', 'einvoice', 'popup.kuo', $1::jsonb, NULL, '2026-01-01T00:00:00Z', NULL, '2026-01-01T00:00:00Z')`,
    [popupTexts],
  );
  owner = await server.loginAs(OWNER);
  representative = await server.loginAs(REPRESENTATIVE);
  topBarAdmin = await server.loginAs(TOP_BAR_ADMIN);
});

afterAll(async () => {
  await server?.close();
});

const noticeIds = async (client: ApiClient, url: string) =>
  ((await client.get(url)).json() as { notifications: Notice[] }).notifications.map((n) => n.id);

describe('notifications', () => {
  it('shows the timed notices in force and the disruptions of the caller’s own places only', async () => {
    expect(await noticeIds(owner, MESSAGES_API.notifications)).toEqual(['cut-home', 'timed']);
    const [cut] = ((await owner.get(MESSAGES_API.notifications)).json() as { notifications: Notice[] }).notifications;
    expect(cut).toMatchObject({ type: 'disruption', title: 'Katko kotona', locationIdentifier: 'P-HOME', endsAt: '2026-01-16T00:00:00.000Z' });
  });

  it('tells a representative whose places they read, on the front page and the place page', async () => {
    expect(await noticeIds(representative, MESSAGES_API.notifications)).toEqual(['representative', 'cut-home', 'timed']);
    expect(await noticeIds(representative, MESSAGES_API.locationNotifications('P-HOME'))).toEqual(['representative:P-HOME', 'cut-home', 'timed']);
  });

  it('answers a place page, and 404 for a place the caller may not see', async () => {
    expect(await noticeIds(owner, MESSAGES_API.locationNotifications('P-HOME'))).toEqual(['cut-home', 'timed']);
    expect((await owner.get(MESSAGES_API.locationNotifications('P-OTHER'))).statusCode).toBe(404);
    expect((await owner.get(MESSAGES_API.locationNotifications('P-NONE'))).statusCode).toBe(404);
  });

  it('speaks the person’s language, Finnish when the notice has none in it', async () => {
    await server.db.query(`UPDATE users SET language = 'sv' WHERE id = $1`, [server.users[OWNER]!.id]);
    try {
      const list = ((await owner.get(MESSAGES_API.notifications)).json() as { notifications: Notice[] }).notifications;
      expect(list.map((n) => n.title)).toEqual(['Katko kotona', 'Serviceavbrott']);
    } finally {
      await server.db.query(`UPDATE users SET language = 'fi' WHERE id = $1`, [server.users[OWNER]!.id]);
    }
  });

  it('ends a timed notice at its end', async () => {
    server.clock.set(new Date('2026-01-20T00:00:00Z'));
    try {
      // Five days on, the session has ended too: a new one.
      expect(await noticeIds(await server.loginAs(OWNER), MESSAGES_API.notifications)).toEqual([]);
    } finally {
      server.clock.set(new Date('2026-01-15T10:00:00Z'));
    }
  });
});

describe('popups', () => {
  it('shows the company’s popup until it is dismissed, then never again', async () => {
    const popups = ((await owner.get(MESSAGES_API.popups)).json() as { popups: Popup[] }).popups;
    expect(popups).toEqual([
      {
        id: 'p1',
        type: 'einvoice',
        title: 'title fi',
        description: 'description fi',
        accept: 'accept fi',
        close: 'close fi',
        dismissDescription: 'dismissDescription fi',
        dismissProperty: 'popup.einvoice',
        link: '/laskut',
      },
    ]);
    expect((await owner.post(MESSAGES_API.dismissPopup, { dismissProperty: 'popup.einvoice', action: 'close' })).statusCode).toBe(204);
    expect(((await owner.get(MESSAGES_API.popups)).json() as { popups: Popup[] }).popups).toEqual([]);
    // Another person still sees it.
    expect(((await representative.get(MESSAGES_API.popups)).json() as { popups: Popup[] }).popups).toHaveLength(1);
    const stored = await server.db.query('SELECT action FROM messages_popup_dismissals WHERE user_id = $1', [server.users[OWNER]!.id]);
    expect(stored.rows).toEqual([{ action: 'close' }]);
  });

  it('refuses to store a property no popup of this company has', async () => {
    const response = await representative.post(MESSAGES_API.dismissPopup, { dismissProperty: 'popup.kuo', action: 'accept' });
    expect(response.statusCode).toBe(404);
    expect((response.json() as { error: { field: string } }).error.field).toBe('body.dismissProperty');
    const bad = await representative.post(MESSAGES_API.dismissPopup, { dismissProperty: 'popup.einvoice', action: 'maybe' });
    expect((bad.json() as { error: { field: string } }).error.field).toBe('body.action');
    const stored = await server.db.query('SELECT 1 FROM messages_popup_dismissals WHERE user_id = $1', [server.users[REPRESENTATIVE]!.id]);
    expect(stored.rows).toEqual([]);
  });
});

describe('top bar', () => {
  it('is empty until an administrator publishes one; then anyone reads it in their language', async () => {
    const anonymous = server.client();
    expect((await anonymous.get(MESSAGES_API.topBar)).json()).toEqual({ notification: null });
    const created = await topBarAdmin.post(MESSAGES_API.adminTopBar, {
      text: { fi: 'Huoltokatko tänään', en: 'Maintenance today' },
      severity: 'warning',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as AdminTopBar;
    expect((await anonymous.get(`${MESSAGES_API.topBar}?language=en`)).json()).toEqual({
      notification: { id, text: 'Maintenance today', severity: 'warning' },
    });
    expect(((await anonymous.get(`${MESSAGES_API.topBar}?language=sv`)).json() as TopBarResponse).notification?.text).toBe('Huoltokatko tänään');
    expect(((await topBarAdmin.get(MESSAGES_API.adminTopBar)).json() as { notifications: AdminTopBar[] }).notifications.map((n) => n.id)).toEqual([
      id,
    ]);

    expect((await topBarAdmin.delete(MESSAGES_API.adminTopBarItem(id))).statusCode).toBe(204);
    expect((await anonymous.get(MESSAGES_API.topBar)).json()).toEqual({ notification: null });
    expect((await topBarAdmin.delete(MESSAGES_API.adminTopBarItem(id))).statusCode).toBe(404);
  });

  it('keeps the admin routes to the top-bar permission, and another company’s notification is 404', async () => {
    expect((await owner.get(MESSAGES_API.adminTopBar)).statusCode).toBe(403);
    await server.db.query(
      `INSERT INTO messages_top_bar (id, company, texts, severity, starts_at, created_at) VALUES ('kuo-bar', 'KUO', '{"fi":"KUO"}', 'info', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
    );
    expect(((await server.client().get(MESSAGES_API.topBar)).json() as TopBarResponse).notification).toBeNull();
    expect((await topBarAdmin.delete(MESSAGES_API.adminTopBarItem('kuo-bar'))).statusCode).toBe(404);
    expect((await server.db.query(`SELECT 1 FROM messages_top_bar WHERE id = 'kuo-bar'`)).rows).toHaveLength(1);
  });

  it('refuses an end before the start', async () => {
    const response = await topBarAdmin.post(MESSAGES_API.adminTopBar, {
      text: { fi: 'x' },
      startsAt: '2026-02-01T00:00:00Z',
      endsAt: '2026-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { field: string } }).error.field).toBe('body.endsAt');
  });
});
