import { defineFlags, type FlagKeyOf } from '@portal/core/shared';

/**
 * The feature flags the chat plugin owns (requirements §2), read by both its web manifest and its server plugin.
 * Off unless the company's distribution or an administrator turns them on.
 */
export const CHAT_FLAGS = defineFlags({
  chat: { default: false, description: 'Customer service chat, where the company has a chat provider.' },
});

export type ChatFlag = FlagKeyOf<typeof CHAT_FLAGS>;
