import { randomUUID } from 'node:crypto';
import type { Queryable } from '@portal/core/server';

/**
 * Mail is written to the outbox in the same transaction as the change that causes it, so a code is
 * never mailed for a sign-up that rolled back, nor lost for one that committed. A drain sends it.
 */
export interface OutgoingMail {
  readonly recipient: string;
  /** What the mail is for, e.g. `signup-code`, `reset-code`; lets tests and tools find it. */
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
}

export interface OutboxEntry extends OutgoingMail {
  readonly id: string;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

export async function enqueueMail(tx: Queryable, mail: OutgoingMail, now: Date): Promise<string> {
  const id = randomUUID();
  await tx.query('INSERT INTO outbox (id, recipient, kind, subject, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    mail.recipient,
    mail.kind,
    mail.subject,
    mail.body,
    now,
  ]);
  return id;
}

interface OutboxRow {
  id: string;
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  created_at: Date;
  sent_at: Date | null;
}

const toEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  recipient: row.recipient,
  kind: row.kind,
  subject: row.subject,
  body: row.body,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** Newest first; all recipients when `email` is absent. For development tools and tests. */
export async function listOutbox(db: Queryable, email?: string, limit = 50): Promise<OutboxEntry[]> {
  const { rows } = email
    ? await db.query<OutboxRow>('SELECT * FROM outbox WHERE lower(recipient) = lower($1) ORDER BY seq DESC LIMIT $2', [email, limit])
    : await db.query<OutboxRow>('SELECT * FROM outbox ORDER BY seq DESC LIMIT $1', [limit]);
  return rows.map(toEntry);
}
