import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the messages plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const MESSAGES_FLAGS = defineFlags({
  messageBox: { default: false, description: 'Message box: messages from the company and their unread marker.' },
});

export type MessagesFlag = FlagKeyOf<typeof MESSAGES_FLAGS>;
