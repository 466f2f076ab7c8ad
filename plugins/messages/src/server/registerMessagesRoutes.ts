import type { ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { registerSendRoutes } from './admin/sendRoutes';
import { registerInboxRoutes } from './inbox/inboxRoutes';
import { registerMarkReadRoutes } from './inbox/markReadRoutes';
import { registerNoticeRoutes } from './notices/noticeRoutes';
import { registerPopupRoutes } from './notices/popupRoutes';
import { registerTopBarRoutes } from './notices/topBarRoutes';

/** Every route of the plugin; the paths are listed in ../contract/paths.ts. */
export function registerMessagesRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  registerInboxRoutes(app, context);
  registerMarkReadRoutes(app, context);
  registerSendRoutes(app, context);
  registerNoticeRoutes(app, context);
  registerPopupRoutes(app, context);
  registerTopBarRoutes(app, context);
}
