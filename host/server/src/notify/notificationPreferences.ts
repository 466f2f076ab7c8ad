import {
  DEFAULT_PUSH_WINDOW,
  DELIVERY_CHANNELS,
  type DeliveryChannel,
  type NotificationKind,
  type PushWindow,
  type Queryable,
} from '@portal/core/server';

/** The channels a person can switch; the in-portal message is always delivered. */
export type SwitchableChannel = Exclude<DeliveryChannel, 'portal'>;
export const SWITCHABLE_CHANNELS = DELIVERY_CHANNELS.filter((c): c is SwitchableChannel => c !== 'portal');

/** A person's explicit on/off per channel for one kind; a channel absent here follows the kind's default. */
export type ChannelChoices = Partial<Record<SwitchableChannel, boolean>>;

export async function readChannelChoices(db: Queryable, userId: string): Promise<Map<string, ChannelChoices>> {
  const { rows } = await db.query<{ kind: string; channel: SwitchableChannel; enabled: boolean }>(
    'SELECT kind, channel, enabled FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  const byKind = new Map<string, ChannelChoices>();
  for (const row of rows) byKind.set(row.kind, { ...byKind.get(row.kind), [row.channel]: row.enabled });
  return byKind;
}

/** Whether a channel is on for a kind: the person's explicit choice, else the kind's default. */
export function isChannelOn(kind: NotificationKind<unknown>, choices: ChannelChoices | undefined, channel: SwitchableChannel): boolean {
  return choices?.[channel] ?? kind.defaultChannels.includes(channel);
}

/**
 * The channels besides the in-portal message a notification goes to: the request's own channels (a
 * subscription's settings) or else the person's choice for the kind (default: the kind's), minus every
 * channel the person switched off or unsubscribed from.
 */
export function channelsFor(
  kind: NotificationKind<unknown>,
  choices: ChannelChoices | undefined,
  requested: readonly DeliveryChannel[] | undefined,
): SwitchableChannel[] {
  if (requested) return SWITCHABLE_CHANNELS.filter((channel) => requested.includes(channel) && choices?.[channel] !== false);
  return SWITCHABLE_CHANNELS.filter((channel) => isChannelOn(kind, choices, channel));
}

export async function setChannelChoice(
  db: Queryable,
  userId: string,
  kind: string,
  channel: SwitchableChannel,
  enabled: boolean,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO notification_preferences (user_id, kind, channel, enabled, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, kind, channel) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at`,
    [userId, kind, channel, enabled, now],
  );
}

export async function readPushWindow(db: Queryable, userId: string): Promise<PushWindow> {
  const { rows } = await db.query<{ start_minute: number; end_minute: number }>(
    'SELECT start_minute, end_minute FROM notification_push_windows WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { startMinute: row.start_minute, endMinute: row.end_minute } : DEFAULT_PUSH_WINDOW;
}

export async function writePushWindow(db: Queryable, userId: string, window: PushWindow, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO notification_push_windows (user_id, start_minute, end_minute, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET start_minute = EXCLUDED.start_minute, end_minute = EXCLUDED.end_minute,
       updated_at = EXCLUDED.updated_at`,
    [userId, window.startMinute, window.endMinute, now],
  );
}
