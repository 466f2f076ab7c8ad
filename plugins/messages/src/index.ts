import { CORE_API_VERSION, definePlugin, FRONT_PAGE_CARD_SLOT, HEADER_ACTIONS_SLOT, LOCATION_CARD_SLOT, TOP_BAR_SLOT } from '@portal/core';
import packageJson from '../package.json' with { type: 'json' };
import { messageRoute, messagesRoute } from './web/routes';
import { messagesTranslations } from './web/translations';
import { MESSAGES_FLAGS } from './contract/flags';
import { MESSAGES_PERMISSIONS } from './contract/permissions';

/**
 * The message box (flag `messageBox`): the inbox with info and alert tabs and one message, the unread
 * count on the menu step and in the header, notices and popups on the front page, notices on the place
 * page, and the top-bar notification. This file is the manifest only — in every visitor's start-up
 * bundle — so everything it names is a lazy chunk.
 */
export const messagesPlugin = definePlugin({
  id: 'messages',
  version: packageJson.version,
  apiVersion: CORE_API_VERSION,
  flags: MESSAGES_FLAGS,
  permissions: MESSAGES_PERMISSIONS,
  enabledWhen: { flag: 'messageBox' },
  routes: [
    { ref: messagesRoute, page: () => import('./web/pages/MessagesPage') },
    { ref: messageRoute, page: () => import('./web/pages/MessagePage') },
  ],
  menu: [
    {
      id: 'messages.menu',
      labelKey: 'menu.messages',
      route: messagesRoute,
      section: 'services',
      order: 90,
      badge: () => import('./web/badge/UnreadMenuBadge'),
    },
  ],
  slots: [
    { id: 'messages.headerLink', slot: HEADER_ACTIONS_SLOT, component: () => import('./web/badge/HeaderMessagesLink'), order: 5 },
    { id: 'messages.frontPageNotices', slot: FRONT_PAGE_CARD_SLOT, component: () => import('./web/notices/FrontPageNotices'), order: 0 },
    { id: 'messages.locationNotices', slot: LOCATION_CARD_SLOT, component: () => import('./web/notices/LocationNotices'), order: 0 },
    { id: 'messages.topBar', slot: TOP_BAR_SLOT, component: () => import('./web/notices/TopBarNotice'), order: 0 },
  ],
  admin: () => import('./web/adminContributions').then((m) => m.admin),
  translations: messagesTranslations,
  // requirements §7 demo mode: the inbox and notices for the demo build only, behind a loader.
  demo: () => import('./web/demoAnswers').then((m) => m.messagesDemoAnswers),
});

export default messagesPlugin;
// Only the manifest, route refs and types leave the package root; schemas live in ./contract.
export { messagesRoute, messageRoute, topBarAdminRoute, massMessageAdminRoute } from './web/routes';
export type { InboxMessage, MessageListResponse, UnreadCount, Notice, Popup } from './contract';
