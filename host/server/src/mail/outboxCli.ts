import path from 'node:path';
import { openDatabase } from '../db/openDatabase';
import { REPO_ROOT, readEnv } from '../env';
import { listOutbox } from './outbox';

/**
 * `npm run outbox -w @portal/host-server [-- email]`: prints the newest mail the server wrote, e.g.
 * sign-up codes during development. It asks the running server first (GET /api/dev/outbox), because
 * the embedded database may be opened by only one process at a time; with no server running it
 * reads the database itself.
 */
interface Printable {
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  createdAt: string;
  sentAt: string | null;
}

function print(messages: Printable[]): void {
  if (messages.length === 0) console.log('(outbox is empty)');
  for (const m of messages) {
    console.log(`── ${m.createdAt}  ${m.kind}  to ${m.recipient}${m.sentAt ? `  (sent ${m.sentAt})` : ''}`);
    console.log(`   ${m.subject}`);
    console.log(m.body.replace(/^/gm, '   '));
  }
}

const env = readEnv();
const email = process.argv[2];
const url = `http://127.0.0.1:${env.PORT}/api/dev/outbox${email ? `?email=${encodeURIComponent(email)}` : ''}`;

try {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`server answered ${response.status}`);
  print(((await response.json()) as { messages: Printable[] }).messages);
} catch {
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, 'var', 'db-shared') });
  try {
    const entries = await listOutbox(db, email);
    print(entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString(), sentAt: e.sentAt?.toISOString() ?? null })));
  } catch (error) {
    console.error(`Could not read the outbox: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
