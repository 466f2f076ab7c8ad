import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reportsItemsResponseSchema } from '../../contract/reports';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

interface ItemRow {
  id: string;
  title: string;
  created_at: Date;
}

/**
 * GET /v1/reports/user/:id/items — the caller's own items. The declaration does the security: core's
 * guard answers 401 without a session and 404 when `:id` is not the caller (`ownUserId`), before the
 * handler runs; the query is still scoped to the caller, never to a client-given id alone.
 */
export function registerItemsRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/reports/user/:id/items',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: paramsSchema, response: reportsItemsResponseSchema },
    async handler({ user }) {
      const { rows } = await context.db.query<ItemRow>(
        'select id, title, created_at from reports_items where user_id = $1 order by created_at desc, id',
        [user.id],
      );
      return { items: rows.map((row) => ({ id: row.id, title: row.title, createdAt: row.created_at.toISOString() })) };
    },
  });
}
