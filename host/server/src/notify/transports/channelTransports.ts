import type { Queryable } from '@portal/core/server';
import type { ChannelTransport } from '../channelTransport';
import { createEmailTransport } from './emailTransport';
import type { SmsProvider } from './smsProvider';
import { createSmsTransport } from './smsTransport';

export interface ChannelTransportDeps {
  readonly db: Queryable;
  readonly now: () => Date;
  readonly mailQueued?: () => void;
  /** The real SMS provider, or the development sink; none → SMS deliveries are recorded as skipped. */
  readonly smsProvider?: SmsProvider;
}

/** Every channel's transport. Another channel's transport (push) is one more line here. */
export function createChannelTransports(deps: ChannelTransportDeps): ChannelTransport[] {
  return [
    createEmailTransport(deps),
    ...(deps.smsProvider ? [createSmsTransport(deps.smsProvider)] : []),
  ];
}
