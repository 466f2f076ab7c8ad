import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayRangeUtc, withGsrnCheckDigit } from '@portal/domain';
import { type Database, type ServerPlugin } from '@portal/core/server';
import { createTestClock } from '@portal/core/server/testing';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { openPgDatabase } from '../db/pgDatabase';
import { jobRunnerOf } from '../jobs/appJobRunner';
import { createSmtpMailer } from '../mail/mailer';
import { drainOutbox } from '../mail/outboxDrain';
import { serverPluginsOfEveryDistribution } from '../plugins/serverPluginsFromConfig';
import { serverMigrations } from '../serverMigrations';
import { createTestDatabase, usingRealPostgres, type TestDatabase } from '../testing/testDatabase';
import { apiClient, TEST_COMPANY } from '../testing/testServer';
import { createTestUser, loggedInClient } from '../testing/testUsers';

/**
 * Issue 11 end to end with the real plugins as the host mounts them (found like main.ts finds them):
 * a consumption alert on a place, a day's readings through the consumption plugin's admin ingest, the
 * domain event it publishes runs the alerts plugin's job, the notification is an inbox message at
 * once and a mail held until 7:00 (a night-time alert, by the injectable clock), and two server
 * replicas on one database running their jobs at the same moment send exactly one mail over SMTP.
 */
const PLACE = 'E2E-KOTI';
const MP = withGsrnCheckDigit('64300000000000099');
const DAY = '2026-01-15';

let database: TestDatabase;
let secondPool: Database | null = null;
const apps: FastifyInstance[] = [];
let smtp: SMTPServer;
const received: ParsedMail[] = [];
const clock = createTestClock(new Date('2026-01-15T23:30:00Z')); // 01:30 on 16.1. in Helsinki

function dayCsv(): string {
  const { startUtc, endUtc } = localDayRangeUtc(DAY);
  const lines = ['Metering point;Start time (UTC);Quantity (kWh);Quality'];
  for (let t = startUtc.getTime(); t < endUtc.getTime(); t += 3_600_000) {
    lines.push(`${MP};${new Date(t).toISOString().replace('.000Z', 'Z')};1,5;OK`);
  }
  return lines.join('\n'); // 24 × 1,5 = 36 kWh
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await database.db.query<{ n: string }>(`select count(*) as n from ${sql}`, params)).rows[0]?.n);

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
  const plugins = (await serverPluginsOfEveryDistribution()).filter((plugin: ServerPlugin) => ['consumption', 'alerts'].includes(plugin.id));
  expect(plugins.map((plugin) => plugin.id).sort()).toEqual(['alerts', 'consumption']);
  database = await createTestDatabase(serverMigrations(plugins));
  // buildServer itself, not the test server: TEST_COMPANY's every-flag-on is spelt out from the plugins' declarations.
  const flagDefaults = Object.fromEntries(plugins.flatMap((plugin) => plugin.flags ?? []).map((flag) => [flag.key, true]));
  const company = { ...TEST_COMPANY, pluginIds: plugins.map((plugin) => plugin.id), flagDefaults };
  // Replica B has its own pool on PostgreSQL, as a separate process would; on PGlite both share the one connection.
  if (usingRealPostgres()) secondPool = openPgDatabase({ url: process.env.DATABASE_URL!, schema: database.schema, maxConnections: 5 });
  for (const db of [database.db, secondPool ?? database.db]) {
    const app = await buildServer({ db, company, plugins, clock, devRoutes: true, publicUrl: 'https://portal.test' });
    await app.ready();
    apps.push(app);
  }
  const db = database.db;
  await db.query(
    `insert into locations (location_identifier, company, customer_code, metering_point_id, utility_type, name, street_address,
       postal_code, city, building_type, resolution_minutes, temperature_area)
     values ($1, 'VARE', 'C1', $2, 'ELECTRICITY', 'Koti', 'Koivukuja 7', '65100', 'Vaasa', 'DetachedHouse', 60, 'VAASA')`,
    [PLACE, MP],
  );
  await db.query(`insert into location_features (location_identifier, feature, enabled, read_only) values ($1, 'consumptionAlert', true, false)`, [
    PLACE,
  ]);
  const owner = await createTestUser(db, { email: 'koti@example.fi' });
  await db.query(`insert into location_access (user_id, location_identifier, relation, access_right) values ($1, $2, 'owner', 'FULL_ACCESS')`, [
    owner.id,
    PLACE,
  ]);
  await createTestUser(db, { email: 'dev@example.fi', groups: ['developers'] });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await secondPool?.close();
  await database?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('a consumption alert from ingest to mail', () => {
  it('is an inbox message at once, a mail at 7:00, and exactly one mail although two replicas run the jobs', async () => {
    const owner = await loggedInClient(apps[0]!, 'koti@example.fi');
    const userId = (await database.db.query<{ id: string }>(`select id from users where email = 'koti@example.fi'`)).rows[0]!.id;
    const set = await owner.put(`/api/v2/alerts/consumption/user/${userId}/location/${PLACE}`, {
      active: true,
      topThreshold: 30,
      bottomThreshold: null,
    });
    expect(set.statusCode, set.body).toBe(200);

    const developer = await loggedInClient(apps[1]!, 'dev@example.fi');
    const ingest = await developer.post('/api/admin/consumption-data/v1/ingest', dayCsv(), { 'content-type': 'text/csv' });
    expect(ingest.statusCode, ingest.body).toBe(200);

    // Both replicas look for due jobs at the same moment (01:30): the evaluation runs once.
    const [a, b] = await Promise.all(apps.map((app) => jobRunnerOf(app).runDue()));
    const ran = [...a!, ...b!].filter((run) => run.name === 'alerts.evaluate-consumption');
    expect(ran).toHaveLength(1);
    expect(ran[0]!.outcome).toBe('completed');
    const inbox = await database.db.query<{ kind: string; title: string; body: string }>(
      'select kind, title, body from portal_messages where user_id = $1',
      [userId],
    );
    expect(inbox.rows).toEqual([
      { kind: 'alerts.consumption', title: 'Kulutus ylitti rajasi: Koti', body: '15.1.2026 kulutus oli 36,00 kWh, yläraja 30,00 kWh.' },
    ]);
    // Night: the mail waits for the push window.
    expect(await count(`outbox where kind like 'notification:%'`)).toBe(0);

    // Loading the same day again, or a corrected file, tells no one twice.
    expect((await developer.post('/api/admin/consumption-data/v1/ingest', dayCsv(), { 'content-type': 'text/csv' })).statusCode).toBe(200);
    await Promise.all(apps.map((app) => jobRunnerOf(app).runDue()));
    expect(await count('portal_messages where user_id = $1', [userId])).toBe(1);

    clock.set(new Date('2026-01-16T05:00:00Z')); // 7:00 in Helsinki
    await Promise.all(apps.map((app) => jobRunnerOf(app).runDue()));
    expect(await count(`outbox where kind = 'notification:alerts.consumption' and recipient = 'koti@example.fi'`)).toBe(1);
    const { port } = smtp.server.address() as AddressInfo;
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Portaali <no-reply@portal.test>');
    await Promise.all([drainOutbox(database.db, mailer, () => clock.now()), drainOutbox(secondPool ?? database.db, mailer, () => clock.now())]);
    const mails = received.filter((mail) => mail.subject === 'Kulutus ylitti rajasi: Koti');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('36,00 kWh');
  });

  it("runs the price limit when tomorrow's spot prices are loaded through the ingest", async () => {
    clock.set(new Date('2026-01-16T12:00:00Z')); // 14:00 in Helsinki, when tomorrow's prices come
    const userId = (await database.db.query<{ id: string }>(`select id from users where email = 'koti@example.fi'`)).rows[0]!.id;
    const owner = await loggedInClient(apps[0]!, 'koti@example.fi');
    expect(
      (await owner.put(`/api/v2/alerts/energyprice/user/${userId}`, { active: true, thresholdValue: 20, bottomThresholdValue: null })).statusCode,
    ).toBe(200);
    const { startUtc } = localDayRangeUtc('2026-01-17');
    const lines = ['Delivery start (UTC);Resolution;Price (EUR/MWh)'];
    // Quarter-hour prices (DOMAIN: 15-minute periods since delivery day 1.10.2025); 250 €/MWh from 18:00 to 19:00 local time.
    for (let q = 0; q < 96; q++)
      lines.push(
        `${new Date(startUtc.getTime() + q * 900_000).toISOString().replace('.000Z', 'Z')};PT15M;${Math.floor(q / 4) === 18 ? '250,00' : '80,00'}`,
      );
    const developer = await loggedInClient(apps[1]!, 'dev@example.fi');
    const loaded = await developer.post('/api/admin/consumption-data/v1/spot-prices', lines.join('\n'), { 'content-type': 'text/csv' });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const runs = (await Promise.all(apps.map((app) => jobRunnerOf(app).runDue()))).flat();
    expect(runs.filter((run) => run.name === 'alerts.evaluate-prices').map((run) => run.outcome)).toEqual(['completed']);
    const inbox = await database.db.query<{ title: string; body: string }>(
      `select title, body from portal_messages where user_id = $1 and kind = 'alerts.price-limit'`,
      [userId],
    );
    // 250 €/MWh = 25 c/kWh + VAT 25,5 % = 31,375 → 31,38 c/kWh, the four quarters of 18–19.
    expect(inbox.rows).toEqual([
      { title: 'Sähkön hinta ylittää rajasi 17.1.2026', body: 'Korkein hinta 31,38 c/kWh (raja 20,00 c/kWh). Jaksot: 18:00, 18:15, 18:30, 18:45.' },
    ]);
  });

  it('needs a session for the alert routes', async () => {
    expect((await apiClient(apps[0]!).get(`/api/v2/alerts/consumption/user/x/location/${PLACE}`)).statusCode).toBe(401);
  });
});
