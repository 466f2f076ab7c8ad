import path from 'node:path';
import { buildServer } from './app';
import { loadCompanyPortal } from './companyPortal';
import { openDatabase } from './db/openDatabase';
import { runMigrations } from './db/migrations';
import { DEMO_SEED, seedDemoDataIfEmpty } from './demo';
import { REPO_ROOT, readEnv, wantsDemoData } from './env';
import { hashPassword } from './auth/password';
import { createSmtpMailer } from './mail/mailer';
import { drainOutbox } from './mail/outboxDrain';
import { serverPluginsOfEveryDistribution } from './plugins/serverPluginsFromConfig';
import { serverMigrations } from './serverMigrations';
import { pruneExpired } from './housekeeping';
import { jobRunnerOf } from './jobs/appJobRunner';
import { developmentLogStream } from './logging/developmentLogStream';
import { resolveVapidKeys, type VapidKeys } from './notify/push/vapidKeys';
import { registrationFromEnv } from './registration/registrationEnv';

/**
 * `node --conditions=source --import tsx host/server/src/main.ts`
 * Opens the database, migrates it, serves one company's portal, and shuts down cleanly on SIGTERM/SIGINT.
 */
const env = readEnv();
const db = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, 'var', 'db-shared'),
});
const plugins = await serverPluginsOfEveryDistribution();
const portal = loadCompanyPortal(env.COMPANY);
const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : undefined;

// Filled after the migrations (a development key pair is kept in the database), before listening.
const push: { vapid: VapidKeys | null } = { vapid: null };

const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
const app = await buildServer({
  db,
  company: portal,
  plugins,
  mailer,
  publicUrl,
  registration: registrationFromEnv(env, publicUrl),
  webRoot: path.join(env.WEB_DIST ?? path.join(REPO_ROOT, 'host', 'web', 'dist'), env.COMPANY),
  // Production writes pino's JSON lines for a log collector; development one readable line each.
  logger: env.NODE_ENV === 'production' ? { level: env.LOG_LEVEL } : { level: env.LOG_LEVEL, stream: developmentLogStream(process.stdout) },
  trustProxy: env.TRUST_PROXY,
  allowedOrigins: env.ALLOWED_ORIGINS,
  devRoutes: env.NODE_ENV !== 'production',
  push,
});

await runMigrations(db, serverMigrations(plugins), {
  info: (message) => app.log.info(message),
  warn: (message) => app.log.warn(message),
});
const vapid = await resolveVapidKeys(db, env, () => new Date());
push.vapid = vapid.keys;
if (vapid.source === 'off') app.log.warn('web push is off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to send push notifications');
else app.log.info({ vapidKeys: vapid.source }, 'web push is on');
if (wantsDemoData(env)) {
  const today = new Date();
  const empty = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS found');
  if (!empty.rows[0]?.found) app.log.info('empty database: generating the demo data set (first start only)');
  await seedDemoDataIfEmpty(
    db,
    {
      seed: DEMO_SEED,
      today,
      hashPassword,
      // Plugins add their own demo rows after core's, in the same transaction (ServerPlugin.demoData).
      afterCoreData: async (tx) => {
        for (const plugin of plugins) await plugin.demoData?.(tx, { seed: DEMO_SEED, today });
      },
    },
    { info: (message) => app.log.info(message) },
  );
}
app.log.info({ plugins: plugins.map((p) => p.id), database: env.DATABASE_URL ? 'postgresql' : 'embedded' }, 'starting');
// Background jobs from now on, the schema being current; app.close() lets a running job finish.
jobRunnerOf(app).start();

// Mail that failed earlier, or was written by another replica, goes out within a minute.
const timers = [
  mailer
    ? setInterval(() => void drainOutbox(db, mailer, () => new Date()).catch((err) => app.log.error({ err }, 'outbox drain failed')), 30_000)
    : undefined,
  setInterval(() => void pruneExpired(db, new Date()).catch((err) => app.log.error({ err }, 'housekeeping failed')), 10 * 60_000),
];

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  for (const timer of timers) if (timer) clearInterval(timer);
  // close() stops accepting, lets in-flight requests finish, then we close the database.
  const forced = setTimeout(() => process.exit(1), 10_000).unref();
  // A keep-alive connection whose request was still running when close() began stays open once that
  // request is answered, and close() would wait for it until the forced exit: close each one as soon
  // as it is idle (bench/faults measures the drain).
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
    clearInterval(sweep);
    await db.close();
  } finally {
    clearTimeout(forced);
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
