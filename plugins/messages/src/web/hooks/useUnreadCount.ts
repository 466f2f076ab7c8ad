import { useEffect } from 'react';
import { useApi, useClientState, useSession } from '@portal/core';
import { unreadCountSchema } from '../../contract/inbox';
import { MESSAGES_API } from '../../contract/paths';

/**
 * The unread counts the badges show, kept current without a reload: read again when the window
 * regains focus (at most every 30 s: a message may have arrived meanwhile) and whenever the requirements §4
 * unread-messages marker moves, which the inbox does each time the person reads or marks messages.
 * All badges share one cached read, so the menu and the header never disagree.
 */
export function useUnreadCount() {
  const marker = useClientState((state) => state.unreadMessagesMarker);
  // Nothing to count without a session (the header is drawn on the login page too).
  const loggedIn = useSession().status === 'loggedIn';
  const unread = useApi(loggedIn ? MESSAGES_API.unread : null, unreadCountSchema, {
    revalidateOnFocus: true,
    focusThrottleInterval: 30_000,
    dedupingInterval: 2_000,
  });
  const { mutate } = unread;
  useEffect(() => {
    if (marker) void mutate();
  }, [marker, mutate]);
  return unread;
}
