import type { DeliveryChannel, NotificationLanguage, RenderedNotification } from '@portal/core/server';

/** One notification to one person over one channel, rendered in their language. */
export interface ChannelMessage {
  readonly userId: string;
  readonly kind: string;
  /** The address the channel needs: e-mail address, phone number; push looks up the person's subscriptions. */
  readonly address?: string;
  readonly rendered: RenderedNotification;
  /** The recipient's language (for a transport's own texts, e.g. the mail footer). */
  readonly language?: NotificationLanguage;
  /** Absolute link that switches this kind off on this channel (every notification mail carries it). */
  readonly unsubscribeUrl?: string;
}

/** What a transport did: `gone` means the address is dead (push 404/410) and is to be forgotten. */
export type TransportOutcome = 'sent' | 'gone';

/**
 * Sends over one channel other than the in-portal message. Throw for a temporary failure (the
 * delivery job retries); answer `gone` for a permanent one.
 */
export interface ChannelTransport {
  readonly channel: Exclude<DeliveryChannel, 'portal'>;
  send(message: ChannelMessage): Promise<TransportOutcome>;
}
