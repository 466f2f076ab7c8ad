import type { JobContext } from '@portal/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverNotificationsJob } from '../notify/deliveryJob';
import { createNotificationSender } from '../notify/notificationSender';
import { recordingJobQueue, TEST_NOTIFICATION_COMPANY, testNotificationPlugin } from '../notify/testing/testNotificationPlugin';
import { createChannelTransports } from '../notify/transports/channelTransports';
import { createDevelopmentSmsSink } from '../notify/transports/smsProvider';
import { createJobFlags } from '../jobs/jobFlags';
import { listOutbox } from '../mail/outbox';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';
import type { UserRecord } from './userStore';

let server: TestServer;
let anna: UserRecord;
let both: UserRecord;
let other: UserRecord;

const setProperty = (userId: string) => `/api/v2/user/${userId}/setProperty`;
const column = async (userId: string, name: string) =>
  (await server.database.db.query<Record<string, unknown>>(`SELECT ${name} AS v FROM users WHERE id = $1`, [userId])).rows[0]?.v;

beforeAll(async () => {
  server = await startTestServer({ plugins: [testNotificationPlugin], company: TEST_NOTIFICATION_COMPANY });
  const { db } = server.database;
  anna = await createTestUser(db, { email: 'anna@example.com' });
  both = await createTestUser(db, { email: 'both@example.com' });
  other = await createTestUser(db, { email: 'other@example.com' });
  await db.query(
    `INSERT INTO customerships (user_id, company, customer_code, customer_type) VALUES
       ($1, 'VARE', 'A-1', 'B2C'), ($2, 'VARE', 'B-1', 'B2C'), ($2, 'VARE', 'B-2', 'B2B'), ($1, 'KUO', 'K-1', 'B2B')`,
    [anna.id, both.id],
  );
});
afterAll(() => server.close());

describe('POST /api/v2/user/{id}/setProperty', () => {
  it('stores the language, and a notification mail is then written in it', async () => {
    const client = await loggedInClient(server.app, anna.email);
    expect((await client.post(setProperty(anna.id), { language: 'sv' })).statusCode).toBe(204);
    expect(await column(anna.id, 'language')).toBe('sv');

    // Delivery as the server does it: notify, the delivery job, the outbox (the test mailer).
    const db = server.database.db;
    const now = () => server.clock.now();
    const jobs = recordingJobQueue();
    const sender = createNotificationSender({
      db,
      plugins: [testNotificationPlugin],
      jobs,
      now,
      transports: createChannelTransports({ db, now, smsProvider: createDevelopmentSmsSink(db, now) }),
      publicUrl: 'https://portal.test',
    });
    server.clock.set(new Date('2026-01-15T10:00:00Z'));
    await sender.notify({ kind: 'testalerts.price', userId: anna.id, payload: { cents: 9 }, dedupeKey: 'lang:sv' });
    const context: JobContext = {
      db,
      now,
      jobs,
      notifications: sender,
      jobId: 'test',
      progress: async () => undefined,
      ...createJobFlags(db, 'VARE', () => ({}), []),
    };
    await deliverNotificationsJob.run({}, context);
    const [mail] = await listOutbox(db, anna.email);
    expect(mail?.subject).toBe('Prisgränsen överskreds');
  });

  it('stores the graph mode, which GET /v2/me then answers', async () => {
    const client = await loggedInClient(server.app, anna.email);
    expect((await client.get('/api/v2/me')).json().graphMode).toBe('AUTOSCALE');
    expect((await client.post(setProperty(anna.id), { graphMode: 'FROM_ZERO' })).statusCode).toBe(204);
    expect((await client.get('/api/v2/me')).json().graphMode).toBe('FROM_ZERO');
  });

  it.each([
    [{ nickname: 'Anna' }, 'body.nickname'],
    [{ language: 'sv', favouriteColour: 'red' }, 'body.favouriteColour'],
    [{ language: 'de' }, 'body.language'],
    [{ graphMode: 'LOGARITHMIC' }, 'body.graphMode'],
    [{ uiMode: 'B3B' }, 'body.uiMode'],
  ])('refuses %j with a 400 naming %s and changes nothing', async (body, field) => {
    const client = await loggedInClient(server.app, anna.email);
    const before = await server.database.db.query('SELECT language, graph_mode, ui_mode FROM users WHERE id = $1', [anna.id]);
    const response = await client.post(setProperty(anna.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    const after = await server.database.db.query('SELECT language, graph_mode, ui_mode FROM users WHERE id = $1', [anna.id]);
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses a mode the person is not a customer in at this company (a B2B customership at KUO does not count at VARE)', async () => {
    const client = await loggedInClient(server.app, anna.email);
    const response = await client.post(setProperty(anna.id), { uiMode: 'B2B' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('body.uiMode');
    expect(await column(anna.id, 'ui_mode')).toBe('B2C');
  });

  it('stores the mode of a person with both kinds of customership; GET /ui answers it', async () => {
    const client = await loggedInClient(server.app, both.email);
    expect((await client.post(setProperty(both.id), { uiMode: 'B2B' })).statusCode).toBe(204);
    expect((await client.get(`/api/v2/user/${both.id}/ui`)).json()).toEqual({ uiMode: 'B2B' });
    expect((await client.post(setProperty(both.id), { uiMode: 'B2C' })).statusCode).toBe(204);
    expect((await client.get(`/api/v2/user/${both.id}/ui`)).json()).toEqual({ uiMode: 'B2C' });
  });

  it("answers another user's id with 404 and changes nothing", async () => {
    const client = await loggedInClient(server.app, anna.email);
    expect((await client.post(setProperty(other.id), { language: 'en' })).statusCode).toBe(404);
    expect(await column(other.id, 'language')).toBe('fi');
  });
});
