import type { Queryable } from '../database';

/** How a person hears from the portal. The in-portal message (`portal`) is always delivered. */
export const DELIVERY_CHANNELS = ['portal', 'email', 'push', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const NOTIFICATION_LANGUAGES = ['fi', 'sv', 'en'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/** The inbox tab a notification lands on (requirements §4: messages are info or alert). */
export type MessageCategory = 'info' | 'alert';

/** One notification as a person reads it, in their language. */
export interface RenderedNotification {
  /** Mail subject, push title, inbox title. */
  readonly title: string;
  /** Plain text; mail body, inbox body; push shows its first lines. */
  readonly body: string;
  /** The portal path it opens (push click, mail link), e.g. `/kulutus`. */
  readonly link?: string;
}

/**
 * A kind of notification a plugin sends (`ServerPlugin.notificationKinds`). The plugin renders its own
 * texts in fi, sv and en; delivery picks the recipient's language, channels and push window.
 */
export interface NotificationKind<P = unknown> {
  /** `<plugin id>.<kind>`, e.g. `alerts.consumption`; also the key of the person's preferences. */
  readonly kind: string;
  readonly category: MessageCategory;
  /** Sent at once even inside quiet hours (a power cut); others wait for the push window. */
  readonly critical?: boolean;
  /** The channels when the person has set none for this kind (the in-portal message is always added). */
  readonly defaultChannels: readonly DeliveryChannel[];
  render(payload: P, language: NotificationLanguage): RenderedNotification;
  /**
   * Several notifications of this kind due to one person at once (e.g. released together at 7:00)
   * go out as one digest when this is given; otherwise one by one.
   */
  renderDigest?(payloads: readonly P[], language: NotificationLanguage): RenderedNotification;
}

/** A minute of the local (Europe/Helsinki) day, 0–1439, e.g. 7:00 = 420. */
export interface PushWindow {
  readonly startMinute: number;
  readonly endMinute: number;
}

/** requirements §9 / §10: push window 7:00–23:00 unless the person chose another. */
export const DEFAULT_PUSH_WINDOW: PushWindow = { startMinute: 7 * 60, endMinute: 23 * 60 };

export interface NotificationRequest<P = unknown> {
  readonly kind: string;
  readonly userId: string;
  readonly payload: P;
  /**
   * What makes this notification the same one when asked again (e.g. `consumption:<place>:2026-01-14:top`):
   * a retry, a second replica or a re-run delivers it once per recipient and channel.
   */
  readonly dedupeKey: string;
  /** The use place it is about, if any (shown in the inbox, used to check the recipient still sees it). */
  readonly locationIdentifier?: string;
  /** Channels chosen for this notification (e.g. a subscription's own settings); default the person's preferences for the kind. */
  readonly channels?: readonly DeliveryChannel[];
  /** The subscription's own push window; default the person's. */
  readonly window?: PushWindow;
  /** Addresses a subscription keeps itself, instead of the account's. */
  readonly email?: string;
  readonly phone?: string;
}

/** Sends notifications; recorded once per recipient and channel, delivered inside the push window. */
export interface NotificationSender {
  /**
   * Renders and queues delivery. With `tx` the notification exists only if the transaction commits.
   * Answers without waiting for mail, push or SMS to go out.
   */
  notify<P>(request: NotificationRequest<P>, options?: { readonly tx?: Queryable }): Promise<void>;
}

export function defineNotificationKind<P>(kind: NotificationKind<P>): NotificationKind<P> {
  return Object.freeze(kind);
}
