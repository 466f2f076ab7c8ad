import { createModalRef } from '@portal/core';

/** The chat panel: what the chat is, when it is answered, and the button that starts it. */
export const CHAT_PANEL_MODAL = createModalRef({ id: 'chat.panel', kind: 'info' });
