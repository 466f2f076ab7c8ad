import type { FakeApiRoutes } from '@portal/core/testing';
import type { InboxMessage, MessageType } from '../../contract/inbox';
import { MESSAGES_API } from '../../contract/paths';

/** A message for the web tests. */
export function message(id: string, type: MessageType, seen: boolean, createdAt = '2026-01-10T08:00:00.000Z'): InboxMessage {
  return {
    id,
    type,
    kind: type === 'info' ? 'messages.company-message' : 'alerts.consumption',
    title: `Otsikko ${id}`,
    body: `Teksti ${id}`,
    link: null,
    locationIdentifier: null,
    createdAt,
    seen,
    seenAt: seen ? createdAt : null,
  };
}

/**
 * The inbox routes over an in-memory list, with seen state that the PUT routes change, so a test sees
 * the list and the badge follow a mark the way the server would.
 */
export function fakeInbox(messages: InboxMessage[]): FakeApiRoutes {
  const unread = () => {
    const info = messages.filter((m) => !m.seen && m.type === 'info').length;
    const alert = messages.filter((m) => !m.seen && m.type === 'alert').length;
    return { unread: info + alert, info, alert };
  };
  const mark = (which: (m: InboxMessage) => boolean) => {
    let marked = 0;
    messages.forEach((m, index) => {
      if (!m.seen && which(m)) {
        messages[index] = { ...m, seen: true, seenAt: '2026-01-15T10:00:00.000Z' };
        marked += 1;
      }
    });
    return { marked, unread: unread() };
  };
  const routes: Record<string, FakeApiRoutes[string]> = {
    [`GET ${MESSAGES_API.unread}`]: () => unread(),
    [`GET ${MESSAGES_API.list}`]: ({ query }) => {
      const q = (query ?? {}) as { type?: MessageType; offset?: number; count?: number };
      const all = messages.filter((m) => !q.type || m.type === q.type);
      const offset = Number(q.offset ?? 0);
      const count = Number(q.count ?? 20);
      return { offset, count, total: all.length, messages: all.slice(offset, offset + count) };
    },
    [`PUT ${MESSAGES_API.markAllAsRead}`]: () => mark(() => true),
    [`PUT ${MESSAGES_API.markAllInfoAsRead}`]: () => mark((m) => m.type === 'info'),
    [`PUT ${MESSAGES_API.markAllAlertsAsRead}`]: () => mark((m) => m.type === 'alert'),
  };
  for (const m of messages) {
    routes[`GET ${MESSAGES_API.message(m.id)}`] = () => messages.find((x) => x.id === m.id);
    routes[`PUT ${MESSAGES_API.seen(m.id)}`] = () => mark((x) => x.id === m.id);
  }
  return routes;
}
