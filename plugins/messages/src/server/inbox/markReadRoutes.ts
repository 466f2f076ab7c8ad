import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { markReadResponseSchema, messageIdParamsSchema, type MessageType } from '../../contract/inbox';
import { markSeen, readMessage, readUnread } from './inboxQueries';

/**
 * requirements §4: messages are seen or unseen, marked one by one or in bulk (all, info, alert). Each answers
 * the unread counts after the change, so the badge follows without another request.
 */
export function registerMarkReadRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'PUT',
    url: '/v2/messages/seen/:messageId',
    access: 'session',
    pathParams: { messageId: { resource: 'message' } },
    schemas: { params: messageIdParamsSchema, response: markReadResponseSchema },
    async handler({ params, user }) {
      // Seen already is fine (0 marked); someone else's or a missing id is 404.
      if (!(await readMessage(db, user.id, params.messageId))) throw notFound('Message');
      const marked = await markSeen(db, user.id, context.now(), { messageId: params.messageId });
      return { marked, unread: await readUnread(db, user.id) };
    },
  });

  const bulk: readonly [string, MessageType | undefined][] = [
    ['/v2/messages/markAllAsRead', undefined],
    ['/v2/messages/info/markAllAsRead', 'info'],
    ['/v2/messages/alert/markAllAsRead', 'alert'],
  ];
  for (const [url, type] of bulk) {
    defineRoute(app, {
      method: 'PUT',
      url,
      access: 'session',
      schemas: { response: markReadResponseSchema },
      async handler({ user }) {
        const marked = await markSeen(db, user.id, context.now(), type ? { type } : {});
        return { marked, unread: await readUnread(db, user.id) };
      },
    });
  }
}
