import type { ChannelTransport } from '../channelTransport';
import type { SmsProvider } from './smsProvider';

/** A text message is short: the title, the body and the link, nothing else. */
export function createSmsTransport(provider: SmsProvider): ChannelTransport {
  return {
    channel: 'sms',
    async send(message) {
      if (!message.address) throw new Error('No phone number');
      const { title, body, link } = message.rendered;
      await provider.send({ to: message.address, text: [title, body, link].filter(Boolean).join('\n') });
      return 'sent';
    },
  };
}
