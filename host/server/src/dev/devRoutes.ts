import { defineRoute } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listOutbox } from '../mail/outbox';

const outboxResponse = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      recipient: z.string(),
      kind: z.string(),
      subject: z.string(),
      body: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});

/**
 * Development only (never registered when NODE_ENV=production): read the mail the server would send,
 * so sign-up and reset can be tried without a mail server. Anyone could read anyone's codes here.
 */
export function registerDevRoutes(app: FastifyInstance, db: Parameters<typeof listOutbox>[0]): void {
  defineRoute(app, {
    method: 'GET',
    url: '/dev/outbox',
    // Development only, and meant to be opened without signing in (the codes are for signing up).
    access: 'anonymous',
    schemas: { query: z.object({ email: z.string().email().max(254).optional() }), response: outboxResponse },
    async handler({ query }) {
      const entries = await listOutbox(db, query.email);
      return {
        messages: entries.map((entry) => ({
          id: entry.id,
          recipient: entry.recipient,
          kind: entry.kind,
          subject: entry.subject,
          body: entry.body,
          createdAt: entry.createdAt.toISOString(),
          sentAt: entry.sentAt?.toISOString() ?? null,
        })),
      };
    },
  });
}
