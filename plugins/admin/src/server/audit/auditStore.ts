import type { Queryable } from '@portal/core/server';
import type { AuditEntryView } from '../../contract/audit';

export interface AuditFilter {
  readonly actor?: string;
  readonly target?: string;
  readonly action?: string;
  readonly from?: Date;
  /** Entries strictly before this instant. */
  readonly before?: Date;
  readonly page: number;
  readonly limit: number;
}

interface Row {
  seq: string | number;
  at: Date;
  kind: string;
  user_id: string | null;
  email: string | null;
  actor_email: string | null;
  action: string | null;
  target_user_id: string | null;
  target_email: string | null;
  ip: string | null;
  details: Record<string, unknown> | string;
}

/** A LIKE pattern for a text: the text itself, its `%` and `_` taken literally; a trailing `*` matches a prefix. */
function likePattern(text: string): string {
  const prefix = text.endsWith('*');
  const core = (prefix ? text.slice(0, -1) : text).replace(/[\\%_]/g, (char) => `\\${char}`);
  return prefix ? `${core}%` : core;
}

/**
 * The audit log for the audit page, newest first. "Who" is the entry's user (or, for an entry without
 * one, the address tried); "whom" is the customer an admin entry names (details.targetUserId). A
 * person may be named by id or e-mail. One row more than the page is read, to say whether more follow.
 */
export async function readAuditPage(db: Queryable, filter: AuditFilter): Promise<{ entries: AuditEntryView[]; hasMore: boolean }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (filter.actor !== undefined) {
    add(
      (p) => `(a.user_id = ${p} or lower(a.email) = lower(${p}) or a.user_id in (select id from users where lower(email) = lower(${p})))`,
      filter.actor,
    );
  }
  if (filter.target !== undefined) {
    add(
      (p) => `(a.details->>'targetUserId' = ${p} or a.details->>'targetUserId' in (select id from users where lower(email) = lower(${p})))`,
      filter.target,
    );
  }
  if (filter.action !== undefined) add((p) => `(a.action like ${p} escape '\\' or a.kind like ${p} escape '\\')`, likePattern(filter.action));
  if (filter.from !== undefined) add((p) => `a.at >= ${p}`, filter.from);
  if (filter.before !== undefined) add((p) => `a.at < ${p}`, filter.before);
  params.push(filter.limit + 1, (filter.page - 1) * filter.limit);
  const { rows } = await db.query<Row>(
    `select a.seq, a.at, a.kind, a.user_id, a.email, actor.email as actor_email, a.action,
            a.details->>'targetUserId' as target_user_id, target.email as target_email, a.ip, a.details
       from audit_log a
       left join users actor on actor.id = a.user_id
       left join users target on target.id = a.details->>'targetUserId'
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by a.seq desc
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  const entries = rows.slice(0, filter.limit).map((row) => ({
    seq: Number(row.seq),
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    actorId: row.user_id,
    actorEmail: row.actor_email ?? row.email,
    action: row.action,
    targetUserId: row.target_user_id,
    targetEmail: row.target_email,
    ip: row.ip,
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
  }));
  return { entries, hasMore: rows.length > filter.limit };
}
