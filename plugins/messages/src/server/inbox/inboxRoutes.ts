import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  messageIdParamsSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageSchema,
  messageTabQuerySchema,
  unreadCountSchema,
  type MessageType,
} from '../../contract/inbox';
import { readInboxPage, readMessage, readUnread } from './inboxQueries';

/**
 * The inbox reads (requirements §7 "GET list (offset, count, type), single message, info and alert lists").
 * Every query is scoped to the caller: there is no user id in these paths to get wrong, and another
 * person's message id answers 404 exactly like a missing one.
 */
export function registerInboxRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/messages/list',
    access: 'session',
    schemas: { query: messageListQuerySchema, response: messageListResponseSchema },
    async handler({ query, user }) {
      const type = query.type === 'all' ? null : query.type;
      const page = await readInboxPage(db, user.id, type, query.offset, query.count);
      return { offset: query.offset, count: query.count, ...page };
    },
  });

  for (const type of ['info', 'alert'] as const satisfies readonly MessageType[]) {
    defineRoute(app, {
      method: 'GET',
      url: `/v2/messages/${type}`,
      access: 'session',
      schemas: { query: messageTabQuerySchema, response: messageListResponseSchema },
      async handler({ query, user }) {
        const page = await readInboxPage(db, user.id, type, query.offset, query.count);
        return { offset: query.offset, count: query.count, ...page };
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v2/messages/unread',
    access: 'session',
    schemas: { response: unreadCountSchema },
    handler: ({ user }) => readUnread(db, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v2/messages/message/:messageId',
    access: 'session',
    pathParams: { messageId: { resource: 'message' } },
    schemas: { params: messageIdParamsSchema, response: messageSchema },
    async handler({ params, user }) {
      const message = await readMessage(db, user.id, params.messageId);
      if (!message) throw notFound('Message');
      return message;
    },
  });
}
