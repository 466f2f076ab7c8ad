import type { MessagesTranslation } from './fi';
import { startup } from './startup';
import { adminStartup } from './adminStartup';
import { adminEn } from './admin/en';

export const en: MessagesTranslation = {
  ...startup.en,
  menu: { ...startup.en.menu, ...adminStartup.en.menu },
  admin: adminEn,
  inbox: {
    title: 'Messages',
    intro: 'Messages and alerts from the company, newest first.',
    tabs: 'Show',
    info: 'Messages',
    alert: 'Alerts',
    tabWithCount: '{{label}} ({{count}} new)',
    loading: 'Loading messages',
    error: 'The messages could not be loaded.',
    emptyInfo: 'No messages.',
    emptyAlert: 'No alerts.',
    emptyHint: 'When the company sends you a message or an alert you set goes off, it shows here.',
    unseen: 'New',
    markAllInfo: 'Mark messages as read',
    markAllAlert: 'Mark alerts as read',
    markAll: 'Mark all as read',
    more: 'Show more',
    shown: 'Showing {{shown}} of {{total}}',
    sent: 'Sent',
  },
  message: {
    back: 'Back to messages',
    loading: 'Loading the message',
    error: 'The message could not be loaded.',
    notFound: 'The message was not found.',
    open: 'Open the page it is about',
    sent: 'Sent {{date}}',
    info: 'Message',
    alert: 'Alert',
  },
  notices: {
    title: 'Notices',
    error: 'The notices could not be loaded.',
    loading: 'Loading notices',
    timed: 'Notice',
    representative: 'Read rights',
    disruption: 'Disruption',
    until: 'Valid until {{date}}',
  },
  popup: {
    region: 'Notice',
  },
  header: {
    link: 'Messages',
  },
};
