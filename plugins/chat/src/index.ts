import { CORE_API_VERSION, definePlugin, HEADER_ACTIONS_SLOT } from '@portal/core';
import { CHAT_PANEL_MODAL } from './web/chatModal';

import { chatTranslations } from './web/translations';
import { CHAT_FLAGS } from './contract/flags';

export { CHAT_PANEL_MODAL } from './web/chatModal';

/**
 * The company chat (requirements §2 "chat per company"): a header launcher opening the chat panel. Shipped by
 * the companies that have a chat (build time), shown while the `chat` flag is on (run time).
 */
export const chatPlugin = definePlugin({
  id: 'chat',
  version: '0.1.0',
  apiVersion: CORE_API_VERSION,
  flags: CHAT_FLAGS,
  enabledWhen: { flag: 'chat' },
  modals: [{ ref: CHAT_PANEL_MODAL, component: () => import('./web/components/ChatPanelModal') }],
  slots: [{ id: 'chat.launcher', slot: HEADER_ACTIONS_SLOT, component: () => import('./web/components/ChatLauncher'), order: 10 }],
  translations: chatTranslations,
});
