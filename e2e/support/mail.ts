import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A mail the test SMTP server (e2e/support/mailSink.mjs) received from the portal. */
export interface ReceivedMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly receivedAt: string;
}

/** Every mail received so far, oldest first. */
export function receivedMails(): ReceivedMail[] {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through e2e/run.mjs');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as ReceivedMail);
}
