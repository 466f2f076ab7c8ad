import type { Database } from '@portal/core/server';

/**
 * Tables that change on every request by design, left out of the snapshot:
 * - sessions: each authenticated request slides the session's idle expiry (last_seen_at).
 * - representative_views: what a representative looked at is logged for the customer even when the
 *   route then refuses the rest (docs/representation.md); a record of a read, not a change.
 * - external_api_key_usage: every call of an API key counts against its rate limit and stamps its last
 *   use (docs/external-api.md), refused or not.
 * And rows that record a call rather than change anything: the audit entry every external API call
 * writes, answered or refused (`apiKey.call`); every other audit entry still counts.
 * Everything else (users, places, invoices, flags, throttles, outbox, every plugin's tables) must stay
 * exactly as it was after a refused request.
 */
export const CHANGING_TABLES = new Set(['sessions', 'representative_views', 'external_api_key_usage']);
const CALL_RECORDS: Readonly<Record<string, string>> = { audit_log: `t.kind <> 'apiKey.call'` };

/**
 * Row count and the sum of the row versions' creating transaction ids (xmin) of every table of the
 * test schema. PostgreSQL never changes a row in place: an INSERT or UPDATE writes a row version with
 * a new, higher xmin and a DELETE removes one, so any write changes the count or the sum. Unlike a
 * hash of every row's text it costs one cheap scan, so it can run around every harness request.
 */
export async function snapshotTables(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const names = tables.map((t) => t.table_name).filter((name) => !CHANGING_TABLES.has(name));
  const parts = names.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(sum(t.xmin::text::bigint), 0)::text as sum from "${name}" t` +
      (CALL_RECORDS[name] ? ` where ${CALL_RECORDS[name]}` : ''),
  );
  const { rows } = await db.query<{ name: string; sum: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/**
 * The database's transaction snapshot as text: `xmin:xmax:in-progress ids`. Every INSERT, UPDATE or
 * DELETE runs in a transaction that is given an id (which moves xmax); reads are not given one. A
 * transaction already running when the snapshot was read is in its in-progress list, and its commit
 * changes that list. So while this text stands still, no table changed.
 */
async function transactionSnapshot(db: Database): Promise<string> {
  const { rows } = await db.query<{ snapshot: string }>('select pg_current_snapshot()::text as snapshot');
  return rows[0]!.snapshot;
}

export interface TableWatch {
  /** The tables' snapshot now (snapshotTables), scanned again only when a transaction began or ended since the last one. */
  snapshot(): Promise<Record<string, string>>;
}

/**
 * snapshotTables around every harness request scanned every table twice per request (most of the
 * harness's run time). Most refused requests write nothing at all, so the watch keeps the last
 * snapshot with the transaction snapshot it was taken at and reuses it while that stands. A request
 * that wrote anything (a change, or a row of CHANGING_TABLES) moves it and gets the full comparison.
 * A table snapshot is kept only if the transaction snapshot did not move while it was taken, so a
 * background job writing meanwhile cannot leave a stale one.
 */
export function watchTables(db: Database): TableWatch {
  let kept: { at: string; tables: Record<string, string> } | null = null;
  return {
    async snapshot() {
      const at = await transactionSnapshot(db);
      if (kept?.at === at) return kept.tables;
      const tables = await snapshotTables(db);
      kept = (await transactionSnapshot(db)) === at ? { at, tables } : null;
      return tables;
    },
  };
}
