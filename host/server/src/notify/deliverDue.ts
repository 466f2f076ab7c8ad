import { recordIntegrationSuccess, type Database, type JobQueue, type NotificationLanguage, type RenderedNotification } from '@portal/core/server';
import type { ChannelMessage, ChannelTransport } from './channelTransport';
import { queueDeliveryJob } from './queueDeliveryJob';
import type { NotificationKindRegistry } from './notificationKindRegistry';
import type { SwitchableChannel } from './notificationPreferences';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribeToken';

export interface DeliveryRun {
  readonly db: Database;
  readonly now: () => Date;
  readonly jobs: JobQueue;
  readonly kinds: NotificationKindRegistry;
  readonly transports: readonly ChannelTransport[];
  readonly publicUrl: string;
}

/** Attempts before a delivery is given up as failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;
/** A row left in `sending` this long belongs to a process that stopped mid-send. */
const SENDING_LEASE_MS = 15 * 60_000;
const BATCH = 100;
const MAX_BATCHES = 20;
/** The web page that answers an unsubscribe link (host/web). */
export const UNSUBSCRIBE_PAGE_PATH = '/ilmoitukset/peru';

interface ClaimedRow {
  id: string;
  user_id: string;
  channel: SwitchableChannel;
  kind: string;
  payload: unknown;
  language: NotificationLanguage;
  address: string | null;
  attempts: number;
}

/**
 * Claims due deliveries: marks them `sending` and commits before anything is sent. SKIP LOCKED lets
 * replicas claim side by side without waiting for each other, and a claimed row is never claimed again.
 */
async function claimDue(db: Database, now: Date): Promise<ClaimedRow[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ClaimedRow>(
      `SELECT id, user_id, channel, kind, payload, language, address, attempts FROM notification_deliveries
       WHERE status = 'pending' AND due_at <= $1 ORDER BY due_at, seq LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, BATCH],
    );
    if (rows.length) {
      await tx.query(`UPDATE notification_deliveries SET status = 'sending', claimed_at = $2, attempts = attempts + 1 WHERE id = ANY($1::text[])`, [
        rows.map((row) => row.id),
        now,
      ]);
    }
    return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
}

/** What goes out at once: one message per row, or one digest for several of a kind with renderDigest. */
interface Outgoing {
  readonly rows: readonly ClaimedRow[];
  readonly render: () => RenderedNotification;
}

function outgoingMessages(run: DeliveryRun, rows: readonly ClaimedRow[]): { outgoing: Outgoing[]; unknown: ClaimedRow[] } {
  const groups = new Map<string, ClaimedRow[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.user_id, row.channel, row.kind, row.address, row.language]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const outgoing: Outgoing[] = [];
  const unknown: ClaimedRow[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const kind = run.kinds.find(first.kind);
    if (!kind) {
      unknown.push(...group);
    } else if (kind.renderDigest && group.length > 1) {
      const digest = kind.renderDigest.bind(kind);
      outgoing.push({
        rows: group,
        render: () =>
          digest(
            group.map((row) => row.payload),
            first.language,
          ),
      });
    } else {
      for (const row of group) outgoing.push({ rows: [row], render: () => kind.render(row.payload, row.language) });
    }
  }
  return { outgoing, unknown };
}

async function mark(db: Database, rows: readonly ClaimedRow[], sql: string, params: readonly unknown[]): Promise<void> {
  await db.query(sql, [rows.map((row) => row.id), ...params]);
}

/**
 * Sends every delivery due by now; answers how many messages went out and how many rows failed for
 * good. A transport that throws has not sent: the row goes back to `pending` with a backoff (up to
 * MAX_DELIVERY_ATTEMPTS) and a job is queued for the retry. See docs/notifications.md for the guarantee.
 */
export async function deliverDueNotifications(run: DeliveryRun): Promise<{ sent: number; failed: number }> {
  const { db } = run;
  await db.query(
    `UPDATE notification_deliveries SET status = 'failed',
       last_error = 'Outcome unknown: the sending process stopped before it recorded the result; not resent'
     WHERE status = 'sending' AND claimed_at < $1`,
    [new Date(run.now().getTime() - SENDING_LEASE_MS)],
  );
  let key: Buffer | undefined;
  let sent = 0;
  let failed = 0;
  let nextRetry: Date | null = null;
  let pushSentAt: Date | null = null;
  let more = true;
  for (let batch = 0; batch < MAX_BATCHES && more; batch += 1) {
    const now = run.now();
    const claimed = await claimDue(db, now);
    more = claimed.length === BATCH;
    if (claimed.length === 0) break;
    const { outgoing, unknown } = outgoingMessages(run, claimed);
    if (unknown.length) {
      await mark(
        db,
        unknown,
        `UPDATE notification_deliveries SET status = 'failed', last_error = 'Notification kind is not mounted' WHERE id = ANY($1::text[])`,
        [],
      );
      failed += unknown.length;
    }
    for (const message of outgoing) {
      const first = message.rows[0]!;
      const transport = run.transports.find((candidate) => candidate.channel === first.channel);
      try {
        if (!transport) throw new Error(`No ${first.channel} transport in this server`);
        key ??= await unsubscribeKey(db);
        const token = signUnsubscribeToken(key, { userId: first.user_id, kind: first.kind, channel: first.channel });
        const channelMessage: ChannelMessage = {
          userId: first.user_id,
          kind: first.kind,
          ...(first.address ? { address: first.address } : {}),
          rendered: message.render(),
          language: first.language,
          unsubscribeUrl: `${run.publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`,
        };
        const outcome = await transport.send(channelMessage);
        await mark(db, message.rows, `UPDATE notification_deliveries SET status = $2, sent_at = $3, last_error = NULL WHERE id = ANY($1::text[])`, [
          outcome === 'sent' ? 'sent' : 'gone',
          run.now(),
        ]);
        if (outcome === 'sent') sent += 1;
        if (outcome === 'sent' && first.channel === 'push') pushSentAt = run.now();
      } catch (error) {
        const reason = String((error as Error)?.message ?? error).slice(0, 500);
        const attempts = first.attempts;
        if (attempts >= MAX_DELIVERY_ATTEMPTS) {
          await mark(db, message.rows, `UPDATE notification_deliveries SET status = 'failed', last_error = $2 WHERE id = ANY($1::text[])`, [reason]);
          failed += message.rows.length;
        } else {
          const retryAt = new Date(run.now().getTime() + RETRY_BASE_MS * 2 ** (attempts - 1));
          await mark(
            db,
            message.rows,
            `UPDATE notification_deliveries SET status = 'pending', due_at = $2, last_error = $3, claimed_at = NULL WHERE id = ANY($1::text[])`,
            [retryAt, reason],
          );
          if (!nextRetry || retryAt < nextRetry) nextRetry = retryAt;
        }
      }
    }
  }
  // A push service accepted a message: push's last success for the developers' integration health.
  // Recorded after the loop, so a failing record can never send a delivered message back for a retry.
  if (pushSentAt) await recordIntegrationSuccess(db, 'push', pushSentAt);
  if (nextRetry) await queueDeliveryJob(run.jobs, nextRetry);
  // A run delivers at most MAX_BATCHES batches, so one job never holds a worker for long; the rest follow.
  if (more) await queueDeliveryJob(run.jobs, run.now());
  return { sent, failed };
}
