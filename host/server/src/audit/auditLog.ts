import { redactAuditDetails, type AuditEntry, type AuditEvent, type AuditEventKind, type Queryable } from '@portal/core/server';
import type { FastifyRequest } from 'fastify';

/** Long enough for any real browser's user agent; a longer one is cut, not refused. */
const USER_AGENT_MAX = 512;

/** Where a request came from, as the audit log keeps it. */
export interface AuditOrigin {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** The caller's address (the proxy's view only with TRUST_PROXY, see app.ts) and user agent. */
export function auditOrigin(request: FastifyRequest): AuditOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null };
}

/**
 * Appends one entry. Pass the transaction of the change being recorded, so the entry and the change
 * commit together; the table refuses UPDATE, DELETE and TRUNCATE (migration 006_audit_log).
 */
export async function appendAudit(q: Queryable, event: AuditEvent, origin: AuditOrigin, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (at, kind, user_id, email, action, ip, user_agent, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      at,
      event.kind,
      event.userId ?? null,
      event.email ?? null,
      event.action ?? null,
      origin.ip,
      origin.userAgent,
      JSON.stringify(redactAuditDetails(event.details)),
    ],
  );
}

/** `appendAudit` for the request being handled. */
export function recordAudit(q: Queryable, request: FastifyRequest, event: AuditEvent, at: Date): Promise<void> {
  return appendAudit(q, event, auditOrigin(request), at);
}

export interface AuditQuery {
  readonly userId?: string;
  readonly email?: string;
  readonly kind?: AuditEventKind;
  /** Entries at or after this instant. */
  readonly since?: Date;
  /** Paging: entries older than this sequence number. */
  readonly beforeSeq?: number;
  /** At most this many (default 100, at most 1 000). */
  readonly limit?: number;
}

interface AuditRow {
  seq: number;
  at: Date;
  kind: string;
  user_id: string | null;
  email: string | null;
  action: string | null;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown> | string;
}

/** Reads the log, newest first (the admin UI's source; `GET /api/dev/audit` in development). */
export async function readAuditLog(q: Queryable, query: AuditQuery = {}): Promise<AuditEntry[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (query.userId !== undefined) add((p) => `user_id = ${p}`, query.userId);
  if (query.email !== undefined) add((p) => `lower(email) = lower(${p})`, query.email);
  if (query.kind !== undefined) add((p) => `kind = ${p}`, query.kind);
  if (query.since !== undefined) add((p) => `at >= ${p}`, query.since);
  if (query.beforeSeq !== undefined) add((p) => `seq < ${p}`, query.beforeSeq);
  params.push(Math.min(Math.max(query.limit ?? 100, 1), 1_000));
  const { rows } = await q.query<AuditRow>(
    `SELECT seq, at, kind, user_id, email, action, ip, user_agent, details FROM audit_log
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY seq DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    at: row.at,
    kind: row.kind,
    userId: row.user_id,
    email: row.email,
    action: row.action,
    ip: row.ip,
    userAgent: row.user_agent,
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
  }));
}
