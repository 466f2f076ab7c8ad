import path from 'node:path';
import { parseArgs } from 'node:util';
import { AUDIT_EVENT_KINDS, type AuditEntry, type AuditEventKind } from '@portal/core/server';
import { openDatabase } from '../db/openDatabase';
import { REPO_ROOT, readEnv } from '../env';
import { readAuditLog, type AuditQuery } from './auditLog';

/**
 * `npm run audit -w @portal/host-server [-- --user <id>] [--email <address>] [--kind <kind>] [--limit N]`:
 * prints the audit log, newest first. With DATABASE_URL it reads PostgreSQL directly (production
 * too). The embedded database may be opened by one process at a time, so without DATABASE_URL it asks
 * the running development server first (GET /api/dev/audit) and reads the files itself only when no
 * server answers.
 */
const { values } = parseArgs({
  options: { user: { type: 'string' }, email: { type: 'string' }, kind: { type: 'string' }, limit: { type: 'string' } },
});
if (values.kind !== undefined && !(AUDIT_EVENT_KINDS as readonly string[]).includes(values.kind)) {
  console.error(`--kind must be one of: ${AUDIT_EVENT_KINDS.join(', ')}`);
  process.exit(2);
}
const query: AuditQuery = {
  ...(values.user ? { userId: values.user } : {}),
  ...(values.email ? { email: values.email } : {}),
  ...(values.kind ? { kind: values.kind as AuditEventKind } : {}),
  ...(values.limit ? { limit: Number(values.limit) } : {}),
};

type Printable = Omit<AuditEntry, 'at'> & { at: string };

function print(entries: readonly Printable[]): void {
  if (entries.length === 0) console.log('(no audit entries)');
  for (const e of entries) {
    const who = [e.userId && `user ${e.userId}`, e.email && `<${e.email}>`].filter(Boolean).join(' ') || 'anonymous';
    console.log(`${e.at}  ${e.kind}${e.action ? ` ${e.action}` : ''}  ${who}  from ${e.ip ?? '?'}  ${JSON.stringify(e.details)}`);
  }
}

async function fromDatabase(): Promise<void> {
  const env = readEnv();
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, 'var', 'db-shared') });
  try {
    print((await readAuditLog(db, query)).map((e) => ({ ...e, at: e.at.toISOString() })));
  } finally {
    await db.close();
  }
}

async function fromDevServer(): Promise<boolean> {
  const env = readEnv();
  const params = new URLSearchParams(
    Object.entries({ userId: query.userId, email: query.email, kind: query.kind, limit: query.limit?.toString() }).filter(
      (pair): pair is [string, string] => pair[1] !== undefined,
    ),
  );
  try {
    const response = await fetch(`http://127.0.0.1:${env.PORT}/api/dev/audit?${params}`);
    if (!response.ok) return false;
    print(((await response.json()) as { entries: Printable[] }).entries);
    return true;
  } catch {
    return false;
  }
}

try {
  if (readEnv().DATABASE_URL || !(await fromDevServer())) await fromDatabase();
} catch (error) {
  console.error(`Could not read the audit log: ${(error as Error).message}`);
  process.exitCode = 1;
}
