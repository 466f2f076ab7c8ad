import { randomUUID } from 'node:crypto';
import type { Queryable } from '@portal/core/server';

/**
 * Sends one text message. A real provider (an SMS gateway's HTTP API) implements this and is given to
 * the server as `BuildServerOptions.smsProvider` (main.ts builds it from the environment); throw for a
 * temporary failure so the delivery job retries.
 */
export interface SmsProvider {
  send(message: { readonly to: string; readonly text: string }): Promise<void>;
}

/** Development sink: the message lands in `sms_outbox`, readable at GET /api/dev/sms-outbox. */
export function createDevelopmentSmsSink(db: Queryable, now: () => Date): SmsProvider {
  return {
    async send({ to, text }) {
      await db.query('INSERT INTO sms_outbox (id, recipient, body, created_at) VALUES ($1, $2, $3, $4)', [randomUUID(), to, text, now()]);
    },
  };
}

export interface SmsOutboxEntry {
  readonly id: string;
  readonly recipient: string;
  readonly body: string;
  readonly createdAt: Date;
}

/** Newest first, for development tools and tests. */
export async function listSmsOutbox(db: Queryable, recipient?: string, limit = 50): Promise<SmsOutboxEntry[]> {
  const { rows } = await db.query<{ id: string; recipient: string; body: string; created_at: Date }>(
    `SELECT id, recipient, body, created_at FROM sms_outbox WHERE $1::text IS NULL OR recipient = $1 ORDER BY seq DESC LIMIT $2`,
    [recipient ?? null, limit],
  );
  return rows.map((row) => ({ id: row.id, recipient: row.recipient, body: row.body, createdAt: new Date(row.created_at) }));
}
