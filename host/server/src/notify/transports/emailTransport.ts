import type { NotificationLanguage, Queryable } from '@portal/core/server';
import { enqueueMail } from '../../mail/outbox';
import type { ChannelMessage, ChannelTransport } from '../channelTransport';

const FOOTER: Record<NotificationLanguage, (url: string) => string> = {
  fi: (url) => `Et halua näitä ilmoituksia sähköpostiisi? Peru tilaus: ${url}`,
  sv: (url) => `Vill du inte få de här aviseringarna per e-post? Avsluta prenumerationen: ${url}`,
  en: (url) => `Don't want these notifications by e-mail? Unsubscribe: ${url}`,
};

export function notificationMailBody(message: ChannelMessage): string {
  const { body, link } = message.rendered;
  const parts = [body.trimEnd()];
  if (link) parts.push(link);
  if (message.unsubscribeUrl) parts.push(`--\n${FOOTER[message.language ?? 'fi'](message.unsubscribeUrl)}`);
  return `${parts.join('\n\n')}\n`;
}

export interface EmailTransportDeps {
  readonly db: Queryable;
  readonly now: () => Date;
  /** Called after a mail is written, so the server can drain the outbox at once. */
  readonly mailQueued?: () => void;
}

/**
 * E-mail is the existing outbox: the mail is written there and the outbox drain sends it over SMTP
 * (retrying on its own), so a notification mail travels exactly like a sign-up code.
 */
export function createEmailTransport(deps: EmailTransportDeps): ChannelTransport {
  return {
    channel: 'email',
    async send(message) {
      if (!message.address) throw new Error('No e-mail address');
      await enqueueMail(
        deps.db,
        { recipient: message.address, kind: `notification:${message.kind}`, subject: message.rendered.title, body: notificationMailBody(message) },
        deps.now(),
      );
      deps.mailQueued?.();
      return 'sent';
    },
  };
}
