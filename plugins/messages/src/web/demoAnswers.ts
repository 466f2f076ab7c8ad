import type { DemoAnswers } from '@portal/core';
import type { InboxMessage, MarkReadResponse, MessageListResponse, UnreadCount } from '../contract';

/**
 * The inbox and notices in demo mode: four messages of the demo user, two unread. Marking them read
 * acts on this in-memory copy (a reload of the tab starts over). Only the demo build loads this module.
 */
const DAY_MS = 86_400_000;

function demoInbox(nowMs: number): InboxMessage[] {
  const at = (daysAgo: number) => new Date(nowMs - daysAgo * DAY_MS).toISOString();
  return [
    {
      id: 'DEMO-M4',
      type: 'alert',
      kind: 'alerts.consumption',
      title: 'Kulutuksesi ylitti hälytysrajan',
      body: 'Eilinen sähkönkulutus oli 42 kWh, yli asettamasi 35 kWh:n rajan.',
      link: '/kulutus/DEMO-HOME',
      locationIdentifier: 'DEMO-HOME',
      createdAt: at(1),
      seen: false,
      seenAt: null,
    },
    {
      id: 'DEMO-M3',
      type: 'info',
      kind: 'messages.company-message',
      title: 'Uusi lasku on valmis',
      body: 'Lokakuun sähkölaskusi on nähtävissä Laskut-sivulla.',
      link: '/laskut',
      locationIdentifier: 'DEMO-HOME',
      createdAt: at(3),
      seen: false,
      seenAt: null,
    },
    {
      id: 'DEMO-M2',
      type: 'info',
      kind: 'messages.company-message',
      title: 'Pörssisähkön hinnat näkyvät nyt vartin tarkkuudella',
      body: 'Pörssisähkö-sivu näyttää hinnat 15 minuutin jaksoina.',
      link: '/porssisahko',
      locationIdentifier: null,
      createdAt: at(12),
      seen: true,
      seenAt: at(11),
    },
    {
      id: 'DEMO-M1',
      type: 'info',
      kind: 'messages.company-message',
      title: 'Tervetuloa asiointipalveluun',
      body: 'Täältä näet kulutuksesi, laskusi ja sopimuksesi.',
      link: null,
      locationIdentifier: null,
      createdAt: at(40),
      seen: true,
      seenAt: at(39),
    },
  ];
}

let inbox: InboxMessage[] | undefined;
const messages = () => (inbox ??= demoInbox(Date.now()));

function unread(): UnreadCount {
  const open = messages().filter((message) => !message.seen);
  return { unread: open.length, info: open.filter((m) => m.type === 'info').length, alert: open.filter((m) => m.type === 'alert').length };
}

function page(params: Readonly<Record<string, string>>, type: string): MessageListResponse {
  const offset = Math.max(0, Number(params.offset ?? 0) || 0);
  const count = Math.min(100, Math.max(1, Number(params.count ?? 20) || 20));
  const all = messages().filter((message) => type === 'all' || message.type === type);
  return { offset, count, total: all.length, messages: all.slice(offset, offset + count) };
}

function markRead(match: (message: InboxMessage) => boolean): MarkReadResponse {
  const seenAt = new Date().toISOString();
  let marked = 0;
  inbox = messages().map((message) => {
    if (message.seen || !match(message)) return message;
    marked += 1;
    return { ...message, seen: true, seenAt };
  });
  return { marked, unread: unread() };
}

export const messagesDemoAnswers = {
  messageList: { route: 'GET /api/v2/messages/list', answer: (params) => page(params, params.type ?? 'all') },
  infoList: { route: 'GET /api/v2/messages/info', answer: (params) => page(params, 'info') },
  alertList: { route: 'GET /api/v2/messages/alert', answer: (params) => page(params, 'alert') },
  unreadCount: { route: 'GET /api/v2/messages/unread', answer: () => unread() },
  message: { route: 'GET /api/v2/messages/message/:messageId', answer: (params) => messages().find((m) => m.id === params.messageId) },
  seen: {
    route: 'PUT /api/v2/messages/seen/:messageId',
    answer: (params) => (messages().some((m) => m.id === params.messageId) ? markRead((m) => m.id === params.messageId) : undefined),
  },
  markAllAsRead: { route: 'PUT /api/v2/messages/markAllAsRead', answer: () => markRead(() => true) },
  markAllInfoAsRead: { route: 'PUT /api/v2/messages/info/markAllAsRead', answer: () => markRead((m) => m.type === 'info') },
  markAllAlertsAsRead: { route: 'PUT /api/v2/messages/alert/markAllAsRead', answer: () => markRead((m) => m.type === 'alert') },
  notifications: { route: 'GET /api/v1/notifications', answer: () => ({ notifications: [] }) },
  locationNotifications: { route: 'GET /api/v1/notifications/location/:locationIdentifier', answer: () => ({ notifications: [] }) },
  topBar: { route: 'GET /api/v1/notifications/top-bar', answer: () => ({ notification: null }) },
  popups: { route: 'GET /api/v1/popups', answer: () => ({ popups: [] }) },
} satisfies DemoAnswers;
