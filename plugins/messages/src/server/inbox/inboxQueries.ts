import { preparedSql, type Queryable } from '@portal/core/server';
import type { InboxMessage, MessageType, UnreadCount } from '../../contract/inbox';

interface MessageRow {
  id: string;
  category: MessageType;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  location_identifier: string | null;
  created_at: Date | string;
  seen_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    type: row.category,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    locationIdentifier: row.location_identifier,
    createdAt: iso(row.created_at),
    seen: row.seen_at !== null,
    seenAt: row.seen_at === null ? null : iso(row.seen_at),
  };
}

const COLUMNS = 'id, category, kind, title, body, link, location_identifier, created_at, seen_at';

/**
 * One page of the person's inbox, newest first (`id` breaks ties so paging never repeats a row).
 * `type` null means both tabs. Always scoped to the caller's own user id.
 */
export async function readInboxPage(
  db: Queryable,
  userId: string,
  type: MessageType | null,
  offset: number,
  count: number,
): Promise<{ total: number; messages: InboxMessage[] }> {
  const [page, total] = await Promise.all([
    db.query<MessageRow>(
      `SELECT ${COLUMNS} FROM portal_messages
        WHERE user_id = $1 AND ($2::text IS NULL OR category = $2)
        ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
      [userId, type, offset, count],
    ),
    db.query<{ n: number | string }>('SELECT count(*) AS n FROM portal_messages WHERE user_id = $1 AND ($2::text IS NULL OR category = $2)', [
      userId,
      type,
    ]),
  ]);
  return { total: Number(total.rows[0]?.n ?? 0), messages: page.rows.map(toMessage) };
}

export async function readMessage(db: Queryable, userId: string, messageId: string): Promise<InboxMessage | null> {
  const { rows } = await db.query<MessageRow>(`SELECT ${COLUMNS} FROM portal_messages WHERE id = $1 AND user_id = $2`, [messageId, userId]);
  return rows[0] ? toMessage(rows[0]) : null;
}

// The badge asks for this on every focus: a named statement on the partial index of unseen rows.
const UNREAD_SQL = preparedSql(
  'messages_unread_by_category',
  `SELECT count(*) FILTER (WHERE category = 'info') AS info, count(*) FILTER (WHERE category = 'alert') AS alert
     FROM portal_messages WHERE user_id = $1 AND seen_at IS NULL`,
);

export async function readUnread(db: Queryable, userId: string): Promise<UnreadCount> {
  const { rows } = await db.query<{ info: number | string; alert: number | string }>(UNREAD_SQL, [userId]);
  const info = Number(rows[0]?.info ?? 0);
  const alert = Number(rows[0]?.alert ?? 0);
  return { unread: info + alert, info, alert };
}

/** Marks the person's unseen messages (one, one tab, or all) seen now; answers how many changed. */
export async function markSeen(
  db: Queryable,
  userId: string,
  at: Date,
  filter: { readonly messageId?: string; readonly type?: MessageType },
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE portal_messages SET seen_at = $2
      WHERE user_id = $1 AND seen_at IS NULL
        AND ($3::text IS NULL OR id = $3) AND ($4::text IS NULL OR category = $4)
      RETURNING id`,
    [userId, at, filter.messageId ?? null, filter.type ?? null],
  );
  return rows.length;
}
