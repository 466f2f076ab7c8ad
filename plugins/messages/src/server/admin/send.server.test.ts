import { MASS_MESSAGE_JOB } from '@portal/core/server';
import { startTestServer, type ApiClient, type TestServer } from '@portal/core/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_API } from '../../contract/paths';
import { messagesServerPlugin } from '../../server';
import { SYNC_RECIPIENT_LIMIT } from './sendRoutes';

/**
 * Admin sending through core's real delivery: the inbox rows land in portal_messages in each person's
 * language, e-mail deliveries are queued, and the asynchronous sending is a job with progress.
 */
let server: TestServer;
let admin: ApiClient;
let messagingOnly: ApiClient;
const ADMIN = 'admin@example.fi';
const MESSAGING_ONLY = 'messaging@example.fi';
const CUSTOMERS = ['a@example.fi', 'b@example.fi', 'c@example.fi'];
const KUO_CUSTOMER = 'kuo@example.fi';

const content = { title: { fi: 'Hei', sv: 'Hej' }, body: { fi: 'Tärkeä viesti', sv: 'Viktigt meddelande' }, link: '/laskut' };

beforeAll(async () => {
  server = await startTestServer({
    plugins: [messagesServerPlugin],
    users: [...CUSTOMERS, KUO_CUSTOMER, { email: ADMIN, groups: ['messaging', 'origin-VARE'] }, { email: MESSAGING_ONLY, groups: ['messaging'] }],
  });
  const id = (email: string) => server.users[email]!.id;
  // c has two customer codes at VARE: still one message.
  await server.db.query(
    `INSERT INTO customerships (user_id, company, customer_code) VALUES ($1, 'VARE', 'V1'), ($2, 'VARE', 'V2'), ($3, 'VARE', 'V3'), ($3, 'VARE', 'V3B'), ($4, 'KUO', 'K1')`,
    [id(CUSTOMERS[0]!), id(CUSTOMERS[1]!), id(CUSTOMERS[2]!), id(KUO_CUSTOMER)],
  );
  await server.db.query(`UPDATE users SET language = 'sv' WHERE id = $1`, [id(CUSTOMERS[1]!)]);
  admin = await server.loginAs(ADMIN);
  messagingOnly = await server.loginAs(MESSAGING_ONLY);
});

afterAll(async () => {
  await server?.close();
});

const inboxOf = async (email: string) =>
  (
    await server.db.query<{ title: string; body: string; link: string | null; category: string; kind: string }>(
      'SELECT title, body, link, category, kind FROM portal_messages WHERE user_id = $1 ORDER BY created_at, id',
      [server.users[email]!.id],
    )
  ).rows;

describe('single message', () => {
  it('writes one info message to the customer in their language and queues the e-mail', async () => {
    const response = await admin.post(MESSAGES_API.sendMessage, { company: 'VARE', customerCode: 'V2', ...content });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ recipients: 1 });
    expect(await inboxOf(CUSTOMERS[1]!)).toEqual([
      { title: 'Hej', body: 'Viktigt meddelande', link: '/laskut', category: 'info', kind: 'messages.company-message' },
    ]);
    const mail = await server.db.query(`SELECT 1 FROM notification_deliveries WHERE user_id = $1 AND channel = 'email'`, [
      server.users[CUSTOMERS[1]!]!.id,
    ]);
    expect(mail.rows).toHaveLength(1);
    expect(await inboxOf(CUSTOMERS[0]!)).toEqual([]);
  });

  it('answers 404 naming the field for a customer code the company does not have', async () => {
    const response = await admin.post(MESSAGES_API.sendMessage, { company: 'VARE', customerCode: 'K1', ...content });
    expect(response.statusCode).toBe(404);
    expect((response.json() as { error: { field: string } }).error.field).toBe('body.customerCode');
    expect(await inboxOf(KUO_CUSTOMER)).toEqual([]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ company: 'VARE', customerCode: 'V1', title: { sv: 'no finnish' }, body: content.body }, 'body.title.fi'],
      [{ company: 'VARE', customerCode: 'V1', ...content, link: 'https://evil.example' }, 'body.link'],
      [{ company: 'NOPE', customerCode: 'V1', ...content }, 'body.company'],
    ];
    for (const [body, field] of cases) {
      const response = await admin.post(MESSAGES_API.sendMessage, body);
      expect(response.statusCode, field).toBe(400);
      expect((response.json() as { error: { field: string } }).error.field).toBe(field);
    }
  });

  it('needs messaging (403 to a customer) and the company (403 without its group)', async () => {
    const customer = await server.loginAs(CUSTOMERS[0]!);
    expect((await customer.post(MESSAGES_API.sendMessage, { company: 'VARE', customerCode: 'V1', ...content })).statusCode).toBe(403);
    expect((await messagingOnly.post(MESSAGES_API.massMessage, { company: 'VARE', ...content })).statusCode).toBe(403);
    expect((await admin.post(MESSAGES_API.massMessage, { company: 'KUO', ...content })).statusCode).toBe(403);
    expect(await inboxOf(KUO_CUSTOMER)).toEqual([]);
  });
});

describe('mass messages', () => {
  it('sends to every customer of the company once, now', async () => {
    const response = await admin.post(MESSAGES_API.massMessage, { company: 'VARE', title: { fi: 'Kaikille' }, body: { fi: 'Sisältö' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ recipients: 3 });
    for (const email of CUSTOMERS) expect((await inboxOf(email)).filter((m) => m.title === 'Kaikille')).toHaveLength(1);
    // The Swedish reader gets the Finnish text when no Swedish was written.
    expect((await inboxOf(CUSTOMERS[1]!)).map((m) => m.title)).toContain('Kaikille');
    expect(await inboxOf(KUO_CUSTOMER)).toEqual([]);
  });

  it('sends as a background job whose progress the admin follows', async () => {
    const response = await admin.post(MESSAGES_API.massMessageAsync, { company: 'VARE', title: { fi: 'Taustalla' }, body: { fi: 'Sisältö' } });
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json() as { jobId: string };
    expect((await inboxOf(CUSTOMERS[0]!)).filter((m) => m.title === 'Taustalla')).toHaveLength(0);

    const runs = await server.runJobs();
    expect(runs.find((run) => run.id === jobId)).toMatchObject({ name: MASS_MESSAGE_JOB, outcome: 'completed' });
    for (const email of CUSTOMERS) expect((await inboxOf(email)).filter((m) => m.title === 'Taustalla')).toHaveLength(1);
    const list = (await admin.get('/api/admin/background-process/v1/mass-message?amount=5')).json() as {
      jobs: { id: string; state: string; progress: unknown }[];
    };
    expect(list.jobs.find((job) => job.id === jobId)).toMatchObject({ state: 'completed', progress: { done: 3, total: 3 } });
  });

  it('sends a targeted message to the listed customer codes only', async () => {
    const response = await admin.post(MESSAGES_API.massMessageTargeted, {
      company: 'VARE',
      customerCodes: ['V1', 'V3', 'V3B'],
      title: { fi: 'Kohdennettu' },
      body: { fi: 'x' },
    });
    expect(response.json()).toMatchObject({ recipients: 2 });
    expect((await inboxOf(CUSTOMERS[0]!)).some((m) => m.title === 'Kohdennettu')).toBe(true);
    expect((await inboxOf(CUSTOMERS[1]!)).some((m) => m.title === 'Kohdennettu')).toBe(false);
    expect((await inboxOf(CUSTOMERS[2]!)).filter((m) => m.title === 'Kohdennettu')).toHaveLength(1);
  });

  it('refuses a targeted list with an unknown code, naming it, and sends nothing', async () => {
    const response = await admin.post(MESSAGES_API.massMessageTargeted, {
      company: 'VARE',
      customerCodes: ['V1', 'K1'],
      title: { fi: 'Ei lähde' },
      body: { fi: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { field: string } }).error.field).toBe('body.customerCodes.1');
    expect((await inboxOf(CUSTOMERS[0]!)).some((m) => m.title === 'Ei lähde')).toBe(false);
  });

  it('sends no more than the limit inside a request: a larger company is told to use the job', async () => {
    await server.db.query(`INSERT INTO users (id, email) SELECT 'bulk-' || n, 'bulk' || n || '@example.fi' FROM generate_series(1, $1::int) n`, [
      SYNC_RECIPIENT_LIMIT + 1,
    ]);
    await server.db.query(
      `INSERT INTO customerships (user_id, company, customer_code) SELECT id, 'SV', 'S-' || id FROM users WHERE id LIKE 'bulk-%'`,
    );
    const sv = await server.addUser({ email: 'admin-sv@example.fi', groups: ['messaging', 'origin-SV'] });
    const adminSv = await server.loginAs(sv.email);
    const response = await adminSv.post(MESSAGES_API.massMessage, { company: 'SV', title: { fi: 'Liikaa' }, body: { fi: 'x' } });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { field: string; message: string } }).error).toMatchObject({
      field: 'body.company',
      message: expect.stringContaining('/massmessage/async'),
    });
    const written = await server.db.query(`SELECT 1 FROM portal_messages WHERE title = 'Liikaa' LIMIT 1`);
    expect(written.rows).toEqual([]);
  });
});
