import { recordIntegrationSuccess, type Database } from '@portal/core/server';
import type { Mailer } from './mailer';

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Sends unsent mail. SKIP LOCKED lets several replicas drain at once without sending a mail twice;
 * a failure is recorded and retried on the next drain, up to MAX_ATTEMPTS.
 */
export async function drainOutbox(db: Database, mailer: Mailer, now: () => Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; recipient: string; subject: string; body: string }>(
      `SELECT id, recipient, subject, body FROM outbox
       WHERE sent_at IS NULL AND attempts < $1
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [MAX_ATTEMPTS, BATCH],
    );
    let sent = 0;
    for (const row of rows) {
      try {
        await mailer.send({ to: row.recipient, subject: row.subject, text: row.body });
        await tx.query('UPDATE outbox SET sent_at = $2, attempts = attempts + 1 WHERE id = $1', [row.id, now()]);
        sent += 1;
      } catch (error) {
        await tx.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
          row.id,
          String((error as Error)?.message ?? error).slice(0, 500),
        ]);
      }
    }
    // The SMTP server took a mail: what the developers' integration health shows as mail's last success.
    if (sent > 0) await recordIntegrationSuccess(tx, 'mail', now());
    return sent;
  });
}
