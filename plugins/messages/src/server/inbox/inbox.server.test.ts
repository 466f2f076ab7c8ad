import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarkReadResponse, MessageListResponse, UnreadCount } from '../../contract';
import { MESSAGES_API } from '../../contract/paths';
import { messagesServerPlugin } from '../../server';
import { insertMessage } from '../test/messagesFixtures';

/** The inbox on the real server and database: paging, tabs, a single message, marking seen, /v2/me. */
let server: TestServer;
let owner: ApiClient;
const OWNER = 'owner@example.fi';
const OTHER = 'other@example.fi';

beforeAll(async () => {
  server = await startTestServer({ plugins: [messagesServerPlugin], users: [OWNER, OTHER] });
  const ownerId = server.users[OWNER]!.id;
  // 12 messages: info on even days, alert on odd; the first 4 seen.
  for (let day = 1; day <= 12; day++) {
    await insertMessage(server.db, {
      id: `m${String(day).padStart(2, '0')}`,
      userId: ownerId,
      category: day % 2 ? 'alert' : 'info',
      createdAt: `2026-01-${String(day).padStart(2, '0')}T08:00:00Z`,
      seen: day <= 4,
    });
  }
  await insertMessage(server.db, { id: 'foreign', userId: server.users[OTHER]!.id, category: 'info', createdAt: '2026-01-13T08:00:00Z' });
  owner = await server.loginAs(OWNER);
});

afterAll(async () => {
  await server?.close();
});

const ids = (response: { json(): unknown }) => (response.json() as MessageListResponse).messages.map((m) => m.id);

describe('reading the inbox', () => {
  it('pages newest first with offset and count, and says how many there are', async () => {
    const first = await owner.get(`${MESSAGES_API.list}?offset=0&count=5`);
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual(['m12', 'm11', 'm10', 'm09', 'm08']);
    expect((first.json() as MessageListResponse).total).toBe(12);
    const last = await owner.get(`${MESSAGES_API.list}?offset=10&count=5`);
    expect(ids(last)).toEqual(['m02', 'm01']);
  });

  it('filters by type, and the info and alert lists are the two tabs', async () => {
    expect(ids(await owner.get(`${MESSAGES_API.list}?type=alert&count=3`))).toEqual(['m11', 'm09', 'm07']);
    expect(ids(await owner.get(`${MESSAGES_API.infoList}?count=2&offset=1`))).toEqual(['m10', 'm08']);
    const alerts = (await owner.get(MESSAGES_API.alertList)).json() as MessageListResponse;
    expect(alerts.total).toBe(6);
    expect(alerts.messages.every((m) => m.type === 'alert')).toBe(true);
  });

  it('never shows another person’s message: the list leaves it out and its id answers 404', async () => {
    expect(ids(await owner.get(`${MESSAGES_API.list}?count=100`))).not.toContain('foreign');
    expect((await owner.get(MESSAGES_API.message('foreign'))).statusCode).toBe(404);
    expect((await owner.get(MESSAGES_API.message('no-such'))).statusCode).toBe(404);
    expect((await owner.put(MESSAGES_API.seen('foreign'))).statusCode).toBe(404);
    const foreign = await server.db.query<{ seen_at: Date | null }>(`SELECT seen_at FROM portal_messages WHERE id = 'foreign'`);
    expect(foreign.rows[0]!.seen_at).toBeNull();
  });

  it('answers one message with its fields', async () => {
    const response = await owner.get(MESSAGES_API.message('m05'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'm05',
      type: 'alert',
      kind: 'alerts.consumption',
      seen: false,
      createdAt: '2026-01-05T08:00:00.000Z',
    });
  });

  it('refuses bad paging with 400 naming the field', async () => {
    for (const [query, field] of [
      ['count=0', 'query.count'],
      ['count=101', 'query.count'],
      ['offset=-1', 'query.offset'],
      ['type=spam', 'query.type'],
    ]) {
      const response = await owner.get(`${MESSAGES_API.list}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { error: { field: string } }).error.field).toBe(field);
    }
  });

  it('answers 401 without a session and 404 with the messageBox flag off', async () => {
    expect((await server.client().get(MESSAGES_API.list)).statusCode).toBe(401);
    const override = await server.setFlag('messageBox', false, { user: server.users[OWNER] });
    try {
      expect((await owner.get(MESSAGES_API.list)).statusCode).toBe(404);
    } finally {
      await server.removeFlag(override);
    }
  });
});

describe('seen and unseen (requirements §4)', () => {
  it('counts unread per tab, in /unread and in /v2/me, and marking one seen lowers both', async () => {
    expect((await owner.get(MESSAGES_API.unread)).json()).toEqual({ unread: 8, info: 4, alert: 4 });
    expect((await owner.get('/api/v2/me')).json()).toMatchObject({ unreadMessages: 8 });

    const marked = await owner.put(MESSAGES_API.seen('m12'));
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ marked: 1, unread: { unread: 7, info: 3, alert: 4 } });
    expect((await owner.get(MESSAGES_API.message('m12'))).json()).toMatchObject({ seen: true, seenAt: '2026-01-15T10:00:00.000Z' });
    expect((await owner.get('/api/v2/me')).json()).toMatchObject({ unreadMessages: 7 });
    // Seen twice: nothing changes, still 200.
    expect(((await owner.put(MESSAGES_API.seen('m12'))).json() as MarkReadResponse).marked).toBe(0);
  });

  it('marks all alerts, then all info, then all read, each touching only its own', async () => {
    const alerts = (await owner.put(MESSAGES_API.markAllAlertsAsRead)).json() as MarkReadResponse;
    expect(alerts).toEqual({ marked: 4, unread: { unread: 3, info: 3, alert: 0 } });
    const info = (await owner.put(MESSAGES_API.markAllInfoAsRead)).json() as MarkReadResponse;
    expect(info.unread).toEqual({ unread: 0, info: 0, alert: 0 } satisfies UnreadCount);
    await insertMessage(server.db, { id: 'm13', userId: server.users[OWNER]!.id, category: 'alert', createdAt: '2026-01-14T08:00:00Z' });
    expect(((await owner.put(MESSAGES_API.markAllAsRead)).json() as MarkReadResponse).marked).toBe(1);
    // The other person's unread message is untouched by all of it.
    const foreign = await server.db.query<{ seen_at: Date | null }>(`SELECT seen_at FROM portal_messages WHERE id = 'foreign'`);
    expect(foreign.rows[0]!.seen_at).toBeNull();
  });
});
