import { randomUUID } from 'node:crypto';
import { ApiError, defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pickLanguage, type LocalizedText } from '../../contract/localizedText';
import {
  adminTopBarListSchema,
  adminTopBarSchema,
  createTopBarBodySchema,
  topBarIdParamsSchema,
  topBarQuerySchema,
  topBarResponseSchema,
  type AdminTopBar,
} from '../../contract/notices';

interface TopBarRow {
  id: string;
  company: string;
  texts: LocalizedText;
  severity: 'info' | 'warning';
  starts_at: Date | string;
  ends_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toAdmin = (row: TopBarRow): AdminTopBar => ({
  id: row.id,
  company: row.company,
  text: row.texts,
  severity: row.severity,
  startsAt: iso(row.starts_at),
  endsAt: row.ends_at === null ? null : iso(row.ends_at),
  createdAt: iso(row.created_at),
});

const TOP_BAR = { permission: 'admin.topBarMessage' } as const;

/**
 * The top-bar notification: anyone reads the one in force (it shows on the login page too), and
 * administrators with the top-bar permission (requirements §6: top-bar or developer group) publish and remove
 * them for this company's portal. The admin screens come with the admin issue.
 */
export function registerTopBarRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db, company } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/notifications/top-bar',
    access: 'anonymous',
    schemas: { query: topBarQuerySchema, response: topBarResponseSchema },
    async handler({ query }) {
      const { rows } = await db.query<TopBarRow>(
        `SELECT id, company, texts, severity, starts_at, ends_at, created_at FROM messages_top_bar
          WHERE company = $1 AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
          ORDER BY starts_at DESC, id DESC LIMIT 1`,
        [company, context.now()],
      );
      const row = rows[0];
      return { notification: row ? { id: row.id, text: pickLanguage(row.texts, query.language), severity: row.severity } : null };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/notifications/top-bar/v1',
    access: TOP_BAR,
    schemas: { response: adminTopBarListSchema },
    async handler() {
      const { rows } = await db.query<TopBarRow>(
        'SELECT id, company, texts, severity, starts_at, ends_at, created_at FROM messages_top_bar WHERE company = $1 ORDER BY starts_at DESC, id DESC',
        [company],
      );
      return { notifications: rows.map(toAdmin) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/notifications/top-bar/v1',
    access: TOP_BAR,
    status: 201,
    schemas: { body: createTopBarBodySchema, response: adminTopBarSchema },
    async handler({ body, user, request }) {
      const now = context.now();
      const startsAt = body.startsAt ? new Date(body.startsAt) : now;
      const endsAt = body.endsAt ? new Date(body.endsAt) : null;
      if (endsAt && endsAt <= startsAt) throw new ApiError('BAD_REQUEST', 'The end must be after the start', 'body.endsAt');
      const id = randomUUID();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<TopBarRow>(
          `INSERT INTO messages_top_bar (id, company, texts, severity, starts_at, ends_at, created_at, created_by)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8) RETURNING id, company, texts, severity, starts_at, ends_at, created_at`,
          [id, company, JSON.stringify(body.text), body.severity, startsAt, endsAt, now, user.id],
        );
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'messages.topBar.create', details: { id } }, tx);
        return toAdmin(rows[0]!);
      });
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/admin/notifications/top-bar/v1/:id',
    access: TOP_BAR,
    pathParams: { id: { resource: 'topBarNotification' } },
    status: 204,
    schemas: { params: topBarIdParamsSchema, response: z.undefined() },
    async handler({ params, user, request }) {
      await db.transaction(async (tx) => {
        // Another company's notification answers 404 like a missing one: this portal does not manage it.
        const { rows } = await tx.query('DELETE FROM messages_top_bar WHERE id = $1 AND company = $2 RETURNING id', [params.id, company]);
        if (rows.length === 0) throw notFound('Top-bar notification');
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'messages.topBar.delete', details: { id: params.id } }, tx);
      });
      return undefined;
    },
  });
}
