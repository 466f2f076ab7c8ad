import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext } from '@portal/core/server';
import { createSmtpMailer, type Mailer } from '../mail/mailer';
import { createJobFlags } from '../jobs/jobFlags';
import { drainOutbox } from '../mail/outboxDrain';
import { apiClient, startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/testUsers';
import { deliverNotificationsJob } from './deliveryJob';
import { createNotificationSender, type NotificationDelivery } from './notificationSender';
import { recordingJobQueue, TEST_NOTIFICATION_COMPANY, testNotificationPlugin } from './testing/testNotificationPlugin';
import { createChannelTransports } from './transports/channelTransports';
import { createDevelopmentSmsSink, type SmsProvider } from './transports/smsProvider';

/**
 * Delivery end to end with real parts: the real server and database, the real outbox drain sending
 * through nodemailer to an SMTP server in this process. These tests run `core.deliver-notifications`
 * themselves with a JobContext from the test server's database and clock, and a queue that records what
 * notify queued (to check `startAfter`, and to play several replicas at once); deliveryRunner.test.ts
 * goes through the server's own sender and the real job runner.
 */
let server: TestServer;
let smtp: SMTPServer;
let mailer: Mailer;
const received: ParsedMail[] = [];
let jobs: ReturnType<typeof recordingJobQueue>;
let delivery: NotificationDelivery;
let userSeq = 0;

function senderWith(smsProvider?: SmsProvider): NotificationDelivery {
  const db = server.database.db;
  const now = () => server.clock.now();
  return createNotificationSender({
    db,
    plugins: [testNotificationPlugin],
    jobs,
    now,
    transports: createChannelTransports({ db, now, smsProvider: smsProvider ?? createDevelopmentSmsSink(db, now) }),
    publicUrl: 'https://portal.test',
  });
}

/** Runs the delivery job as the runner will, then the outbox drain that mails through SMTP. */
async function runDeliveryJob(sender: NotificationDelivery = delivery): Promise<void> {
  const context: JobContext = {
    db: server.database.db,
    now: () => server.clock.now(),
    jobs,
    notifications: sender,
    jobId: 'test',
    progress: async () => undefined,
    ...createJobFlags(server.database.db, 'VARE', () => ({}), []),
  };
  await deliverNotificationsJob.run({}, context);
  // The drain sends 20 per call; drain until the outbox is empty.
  while ((await drainOutbox(server.database.db, mailer, () => server.clock.now())) > 0);
}

async function newUser(fields: { language?: string; phone?: string } = {}) {
  userSeq += 1;
  const user = await createTestUser(server.database.db, { email: `person${userSeq}@example.com`, ...(fields.phone ? { phone: fields.phone } : {}) });
  if (fields.language) await server.database.db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, fields.language]);
  return user;
}

const mailsTo = (address: string) => received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
const count = async (sql: string, params: unknown[]) =>
  Number((await server.database.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).rows[0]?.n);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Portaali <no-reply@portal.test>');
  server = await startTestServer({ plugins: [testNotificationPlugin], company: TEST_NOTIFICATION_COMPANY });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  jobs = recordingJobQueue();
  delivery = senderWith();
});

describe('notify', () => {
  it('writes the in-portal message at once and holds a 23:30 mail until 7:00, when the job sends it over SMTP', async () => {
    const user = await newUser();
    server.clock.set(new Date('2026-01-14T21:30:00Z')); // 23:30 in Helsinki
    await delivery.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents: 31 }, dedupeKey: 'price:night' });

    const inbox = await server.database.db.query<{ title: string; category: string }>(
      'SELECT title, category FROM portal_messages WHERE user_id = $1',
      [user.id],
    );
    expect(inbox.rows).toEqual([{ title: 'Hintaraja ylittyi', category: 'alert' }]);
    expect(jobs.queued).toEqual([
      { name: 'core.deliver-notifications', options: expect.objectContaining({ startAfter: new Date('2026-01-15T05:00:00Z') }) },
    ]);

    await runDeliveryJob();
    expect(mailsTo(user.email)).toHaveLength(0);

    server.clock.set(new Date('2026-01-15T05:00:00Z')); // 7:00
    await runDeliveryJob();
    const [mail, ...others] = mailsTo(user.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('Hintaraja ylittyi');
    expect(mail?.text).toContain('31 c/kWh');
    expect(mail?.text).toMatch(/Peru tilaus: https:\/\/portal\.test\/ilmoitukset\/peru\?token=\S+/);
  });

  it('holds a 23:30 mail over the spring DST change until 7:00 summer time', async () => {
    const user = await newUser();
    server.clock.set(new Date('2026-03-28T21:30:00Z')); // Sat 23:30 EET; summer time starts at 3:00
    await delivery.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents: 12 }, dedupeKey: 'price:dst' });
    server.clock.set(new Date('2026-03-29T03:59:00Z')); // 6:59 EEST
    await runDeliveryJob();
    expect(mailsTo(user.email)).toHaveLength(0);
    server.clock.set(new Date('2026-03-29T04:00:00Z')); // 7:00 EEST
    await runDeliveryJob();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('sends a critical notification at once at night, by mail and SMS', async () => {
    const user = await newUser({ phone: '+358401112223' });
    server.clock.set(new Date('2026-01-15T01:00:00Z')); // 3:00
    await delivery.notify({ kind: 'testalerts.power-cut', userId: user.id, payload: { place: 'Koti' }, dedupeKey: 'cut:1' });
    expect(jobs.queued[0]?.options?.startAfter).toEqual(new Date('2026-01-15T01:00:00Z'));
    await runDeliveryJob();
    expect(mailsTo(user.email).map((mail) => mail.subject)).toEqual(['Sähkökatko']);
    const sms = await apiClient(server.app).get('/api/dev/sms-outbox?phone=%2B358401112223');
    expect(sms.json().messages).toEqual([expect.objectContaining({ recipient: '+358401112223', body: 'Sähkökatko\nSähkökatko: Koti' })]);
  });

  it('delivers the same dedupe key once: one message, one mail, however often it is notified or run', async () => {
    const user = await newUser();
    server.clock.set(new Date('2026-01-15T10:00:00Z'));
    const request = { kind: 'testalerts.price', userId: user.id, payload: { cents: 40 }, dedupeKey: 'price:2026-01-15' };
    await delivery.notify(request);
    await delivery.notify(request);
    // A second replica with its own sender runs the job at the same time as this one.
    await Promise.all([runDeliveryJob(), runDeliveryJob(senderWith())]);
    await delivery.notify(request);
    await runDeliveryJob();
    expect(await count('portal_messages WHERE user_id = $1', [user.id])).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('lets three replicas deliver 30 due notifications side by side, each exactly once', async () => {
    const users = [];
    for (let i = 0; i < 10; i += 1) users.push(await newUser({ phone: `+35840500${String(i).padStart(4, '0')}` }));
    server.clock.set(new Date('2026-01-15T12:00:00Z'));
    for (const user of users) {
      for (const place of ['Koti', 'Mökki', 'Varasto']) {
        await delivery.notify({ kind: 'testalerts.power-cut', userId: user.id, payload: { place }, dedupeKey: `cut:many:${place}` });
      }
    }
    await Promise.all([runDeliveryJob(), runDeliveryJob(senderWith()), runDeliveryJob(senderWith())]);
    for (const user of users) {
      expect(mailsTo(user.email)).toHaveLength(3);
      expect(await count('sms_outbox WHERE recipient = $1', [user.phone])).toBe(3);
    }
    expect(
      await count("notification_deliveries WHERE user_id = ANY($1::text[]) AND status = 'sent' AND attempts = 1", [users.map((u) => u.id)]),
    ).toBe(60);
  });

  it('sends several held notifications of a kind as one digest at 7:00', async () => {
    const user = await newUser();
    server.clock.set(new Date('2026-01-14T22:00:00Z'));
    for (const cents of [20, 25, 30]) {
      await delivery.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents }, dedupeKey: `price:digest:${cents}` });
    }
    server.clock.set(new Date('2026-01-15T05:00:00Z'));
    await runDeliveryJob();
    const mails = mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['3 hintailmoitusta']);
    expect(mails[0]?.text).toContain('20 c/kWh\n25 c/kWh\n30 c/kWh');
    expect(await count("notification_deliveries WHERE user_id = $1 AND status = 'sent'", [user.id])).toBe(3);
  });

  it("renders in the recipient's language (sv)", async () => {
    const user = await newUser({ language: 'sv' });
    server.clock.set(new Date('2026-01-15T10:00:00Z'));
    await delivery.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents: 9 }, dedupeKey: 'price:sv' });
    await runDeliveryJob();
    const inbox = await server.database.db.query<{ title: string }>('SELECT title FROM portal_messages WHERE user_id = $1', [user.id]);
    expect(inbox.rows[0]?.title).toBe('Prisgränsen överskreds');
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toBe('Prisgränsen överskreds');
    expect(mail?.text).toContain('Avsluta prenumerationen: https://portal.test/ilmoitukset/peru?token=');
  });

  it('unsubscribes with the link in the mail, and the same link undoes it', async () => {
    const user = await newUser();
    server.clock.set(new Date('2026-01-15T10:00:00Z'));
    await delivery.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents: 1 }, dedupeKey: 'price:u1' });
    await runDeliveryJob();
    const token = decodeURIComponent(/token=(\S+)/.exec(mailsTo(user.email)[0]?.text ?? '')?.[1] ?? '');
    const anonymous = apiClient(server.app);

    const off = await anonymous.post('/api/v2/notifications/unsubscribe', { token });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ kind: 'testalerts.price', channel: 'email', subscribed: false });
    await delivery.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents: 2 }, dedupeKey: 'price:u2' });
    await runDeliveryJob();
    expect(mailsTo(user.email)).toHaveLength(1);
    // The in-portal message is always delivered.
    expect(await count('portal_messages WHERE user_id = $1', [user.id])).toBe(2);

    const undo = await anonymous.post('/api/v2/notifications/unsubscribe', { token, undo: true });
    expect(undo.json()).toEqual({ kind: 'testalerts.price', channel: 'email', subscribed: true });
    await delivery.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents: 3 }, dedupeKey: 'price:u3' });
    await runDeliveryJob();
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it('refuses a forged unsubscribe token with 400 naming the field and changes nothing', async () => {
    const user = await newUser();
    const forged = `${Buffer.from(JSON.stringify([user.id, 'testalerts.price', 'email'])).toString('base64url')}.AAAA`;
    const response = await apiClient(server.app).post('/api/v2/notifications/unsubscribe', { token: forged });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('body.token');
    expect(await count('notification_preferences WHERE user_id = $1', [user.id])).toBe(0);
  });

  it('retries a temporary transport failure with backoff and sends once', async () => {
    const user = await newUser({ phone: '+358409998887' });
    let failures = 1;
    const sent: string[] = [];
    const flaky = senderWith({
      async send({ to }) {
        if (failures-- > 0) throw new Error('gateway timeout');
        sent.push(to);
      },
    });
    server.clock.set(new Date('2026-01-15T10:00:00Z'));
    await flaky.notify({ kind: 'testalerts.power-cut', userId: user.id, payload: { place: 'Mökki' }, dedupeKey: 'cut:retry', channels: ['sms'] });
    await runDeliveryJob(flaky);
    const row = await server.database.db.query<{ status: string; attempts: number; last_error: string }>(
      'SELECT status, attempts, last_error FROM notification_deliveries WHERE user_id = $1',
      [user.id],
    );
    expect(row.rows).toEqual([{ status: 'pending', attempts: 1, last_error: 'gateway timeout' }]);
    expect(jobs.queued.at(-1)?.options?.startAfter).toEqual(new Date('2026-01-15T10:01:00Z'));
    server.clock.set(new Date('2026-01-15T10:01:00Z'));
    await runDeliveryJob(flaky);
    await runDeliveryJob(flaky);
    expect(sent).toEqual(['+358409998887']);
  });

  it('queues one delivery job per 10-second slot, for the slot end', async () => {
    const [first, second] = [await newUser(), await newUser()];
    server.clock.set(new Date('2026-01-15T12:00:03Z'));
    await delivery.notify({ kind: 'testalerts.power-cut', userId: first!.id, payload: { place: 'A' }, dedupeKey: 'slot:1' });
    server.clock.set(new Date('2026-01-15T12:00:07Z'));
    await delivery.notify({ kind: 'testalerts.power-cut', userId: second!.id, payload: { place: 'B' }, dedupeKey: 'slot:1' });
    const slot = { startAfter: new Date('2026-01-15T12:00:10Z'), singletonKey: '2026-01-15T12:00:10.000Z' };
    expect(jobs.queued.map((job) => job.options)).toEqual([expect.objectContaining(slot), expect.objectContaining(slot)]);
  });

  it('records a dead address as gone, a channel without transport or address as skipped', async () => {
    const user = await newUser();
    const db = server.database.db;
    const now = () => server.clock.now();
    // As the push branch will add its transport: one more entry in the list.
    const withDeadPush = createNotificationSender({
      db,
      plugins: [testNotificationPlugin],
      jobs,
      now,
      transports: [...createChannelTransports({ db, now }), { channel: 'push', send: async () => 'gone' }],
    });
    server.clock.set(new Date('2026-01-15T10:00:00Z'));
    await withDeadPush.notify({
      kind: 'testalerts.power-cut',
      userId: user.id,
      payload: { place: 'Koti' },
      dedupeKey: 'cut:gone',
      channels: ['push', 'sms', 'email'],
    });
    await runDeliveryJob(withDeadPush);
    const { rows } = await db.query<{ channel: string; status: string; last_error: string | null }>(
      'SELECT channel, status, last_error FROM notification_deliveries WHERE user_id = $1 ORDER BY channel',
      [user.id],
    );
    expect(rows).toEqual([
      { channel: 'email', status: 'sent', last_error: null },
      { channel: 'push', status: 'gone', last_error: null },
      // No SMS provider given (as in production without one), and the person has no phone anyway.
      { channel: 'sms', status: 'skipped', last_error: 'No sms transport in this server' },
    ]);
  });

  it("records push's and mail's last success when a push service and the SMTP server took a message, not when a push was gone", async () => {
    const user = await newUser();
    const db = server.database.db;
    const now = () => server.clock.now();
    const successes = async () =>
      Object.fromEntries(
        (await db.query<{ integration: string; at: Date }>('SELECT integration, succeeded_at AS at FROM integration_successes')).rows.map((row) => [
          row.integration,
          new Date(row.at).toISOString(),
        ]),
      );
    await db.query(`DELETE FROM integration_successes WHERE integration IN ('push', 'mail')`);
    const sender = (outcome: 'sent' | 'gone') =>
      createNotificationSender({
        db,
        plugins: [testNotificationPlugin],
        jobs,
        now,
        transports: [...createChannelTransports({ db, now }), { channel: 'push', send: async () => outcome }],
      });
    server.clock.set(new Date('2026-01-15T10:00:00Z'));
    const gone = sender('gone');
    await gone.notify({
      kind: 'testalerts.power-cut',
      userId: user.id,
      payload: { place: 'Koti' },
      dedupeKey: 'cut:health-gone',
      channels: ['push'],
    });
    await runDeliveryJob(gone);
    expect((await successes()).push).toBeUndefined();
    server.clock.set(new Date('2026-01-15T10:05:00Z'));
    const sent = sender('sent');
    await sent.notify({
      kind: 'testalerts.power-cut',
      userId: user.id,
      payload: { place: 'Koti' },
      dedupeKey: 'cut:health-sent',
      channels: ['push', 'email'],
    });
    await runDeliveryJob(sent);
    expect(await successes()).toMatchObject({ push: '2026-01-15T10:05:00.000Z', mail: '2026-01-15T10:05:00.000Z' });
  });

  it('marks a delivery left sending by a stopped process as failed, never resending it', async () => {
    const user = await newUser();
    server.clock.set(new Date('2026-01-15T10:00:00Z'));
    await delivery.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents: 7 }, dedupeKey: 'price:crash' });
    // The process claimed the row and died before recording what the transport did.
    await server.database.db.query("UPDATE notification_deliveries SET status = 'sending', claimed_at = $2, attempts = 1 WHERE user_id = $1", [
      user.id,
      server.clock.now(),
    ]);
    server.clock.set(new Date('2026-01-15T10:20:00Z'));
    await runDeliveryJob();
    const { rows } = await server.database.db.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM notification_deliveries WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]?.status).toBe('failed');
    expect(rows[0]?.last_error).toMatch(/^Outcome unknown/);
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it('throws for a kind no mounted plugin declares', async () => {
    const user = await newUser();
    await expect(delivery.notify({ kind: 'nobody.nothing', userId: user.id, payload: {}, dedupeKey: 'x' })).rejects.toThrow(
      /Unknown notification kind/,
    );
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const user = await newUser();
    await expect(
      server.database.db.transaction(async (tx) => {
        await delivery.notify({ kind: 'testalerts.price', userId: user.id, payload: { cents: 5 }, dedupeKey: 'price:rollback' }, { tx });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await count('portal_messages WHERE user_id = $1', [user.id])).toBe(0);
    expect(await count('notification_deliveries WHERE user_id = $1', [user.id])).toBe(0);
  });
});
