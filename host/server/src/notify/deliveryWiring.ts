import type { Database } from '@portal/core/server';
import type { NotificationSenderDeps } from './notificationSender';
import { createChannelTransports } from './transports/channelTransports';
import { createDevelopmentSmsSink, type SmsProvider } from './transports/smsProvider';
import type { PushSettings } from './push/pushSettings';

export interface DeliveryWiringOptions {
  readonly smsProvider?: SmsProvider;
  readonly publicUrl?: string;
  /** Development servers (dev routes on) send SMS to the sink when no provider is given. */
  readonly devRoutes?: boolean;
  readonly push?: PushSettings;
}

/** What buildServer gives the sender besides db, plugins, jobs and clock: the transports and the public origin. */
export function deliveryWiring(
  db: Database,
  now: () => Date,
  options: DeliveryWiringOptions,
  mailQueued: () => void,
): Pick<NotificationSenderDeps, 'transports' | 'publicUrl'> {
  const development = options.devRoutes ?? process.env.NODE_ENV !== 'production';
  const smsProvider = options.smsProvider ?? (development ? createDevelopmentSmsSink(db, now) : undefined);
  return {
    transports: createChannelTransports({
      db,
      now,
      mailQueued,
      ...(smsProvider ? { smsProvider } : {}),
      ...(options.push ? { push: options.push } : {}),
    }),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  };
}
