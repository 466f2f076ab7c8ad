import type { Queryable } from '@portal/core/server';
import type { ChannelTransport } from '../channelTransport';
import { createPushTransport } from '../push/pushTransport';
import type { PushSettings } from '../push/pushSettings';
import { createEmailTransport } from './emailTransport';
import type { SmsProvider } from './smsProvider';
import { createSmsTransport } from './smsTransport';

export interface ChannelTransportDeps {
  readonly db: Queryable;
  readonly now: () => Date;
  readonly mailQueued?: () => void;
  /** The real SMS provider, or the development sink; none → SMS deliveries are recorded as skipped. */
  readonly smsProvider?: SmsProvider;
  /** Web push; read at each send, because main.ts resolves the VAPID keys after the server is built. */
  readonly push?: PushSettings;
}

/** Every channel's transport; a new channel is one more line here. */
export function createChannelTransports(deps: ChannelTransportDeps): ChannelTransport[] {
  return [
    createEmailTransport(deps),
    ...(deps.smsProvider ? [createSmsTransport(deps.smsProvider)] : []),
    ...(deps.push ? [createPushTransport({ db: deps.db, now: deps.now, vapid: () => deps.push?.vapid ?? null })] : []),
  ];
}
