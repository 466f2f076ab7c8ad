import { useCallback } from 'react';
import { ClockRef, useApiMutation, useClientStateStore, useService, useUserId } from '@portal/core';
import { markReadResponseSchema, type MessageType } from '../../contract/inbox';
import { MESSAGES_API } from '../../contract/paths';

const INBOX_READS = [MESSAGES_API.list, MESSAGES_API.unread];

/** Which messages to mark: one, one tab, or all. */
export type MarkTarget = { readonly messageId: string } | { readonly type: MessageType } | 'all';

function pathOf(target: MarkTarget): string {
  if (target === 'all') return MESSAGES_API.markAllAsRead;
  if ('messageId' in target) return MESSAGES_API.seen(target.messageId);
  return target.type === 'info' ? MESSAGES_API.markAllInfoAsRead : MESSAGES_API.markAllAlertsAsRead;
}

/**
 * Marks messages seen, then refreshes the inbox and moves the requirements §4 unread-messages marker to now,
 * which every badge listens to (useUnreadCount): the menu and the header count drop at once.
 */
export function useMarkRead() {
  const store = useClientStateStore();
  const clock = useService(ClockRef);
  const userId = useUserId();
  const mutation = useApiMutation((api, target: MarkTarget) => api.put(pathOf(target), undefined, { schema: markReadResponseSchema }), {
    invalidates: INBOX_READS,
  });
  const { run } = mutation;
  const mark = useCallback(
    async (target: MarkTarget) => {
      const result = await run(target);
      if (result && userId) store.setUnreadMessagesMarker({ timestamp: clock.now().getTime(), userId });
      return result;
    },
    [run, store, clock, userId],
  );
  return { mark, running: mutation.running };
}
