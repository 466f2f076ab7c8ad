import type { NotificationSender, Queryable } from '@portal/core/server';
import { companyMessageKind, type CompanyMessagePayload } from './companyMessageKind';

/**
 * Writes one mass message to each recipient through core's delivery (inbox message, then e-mail in
 * the person's window). The dedupe key is the sending's id: a job attempt that died midway and runs
 * again skips whoever already has it, so nobody gets the message twice.
 */
export async function deliverMassMessage(
  notifications: NotificationSender,
  recipients: readonly string[],
  massMessageId: string,
  payload: CompanyMessagePayload,
  progress?: (done: number, total: number) => Promise<void>,
  tx?: Queryable,
): Promise<number> {
  let done = 0;
  for (const userId of recipients) {
    await notifications.notify(
      { kind: companyMessageKind.kind, userId, payload, dedupeKey: `messages.company-message:${massMessageId}` },
      tx ? { tx } : undefined,
    );
    done += 1;
    // Every 50 people: often enough to watch, rare enough not to slow a large sending.
    if (progress && (done % 50 === 0 || done === recipients.length)) await progress(done, recipients.length);
  }
  return done;
}
