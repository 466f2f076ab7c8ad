import { AUDIT_EVENT_KINDS, defineRoute, type Queryable } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readAuditLog } from '../audit/auditLog';
import { listOutbox } from '../mail/outbox';
import { listSmsOutbox } from '../notify/transports/smsProvider';

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

// Printable text only: a control character or NUL would reach PostgreSQL, which cannot store NUL.
const auditQuery = z.object({
  userId: z
    .string()
    .max(100)
    .regex(/^[\x21-\x7e]+$/, 'Not a user id')
    .optional(),
  /* eslint-disable no-control-regex -- finding control characters is what this pattern is for (a block, so it
     holds however a formatter wraps the line) */
  email: z
    .string()
    .max(254)
    .regex(/^[^\x00-\x1f\x7f]+$/, 'Not an email address')
    .optional(),
  /* eslint-enable no-control-regex */
  kind: z.enum(AUDIT_EVENT_KINDS).optional(),
  beforeSeq: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

const auditResponse = z.object({
  entries: z.array(
    z.object({
      seq: z.number(),
      at: z.string(),
      kind: z.string(),
      userId: z.string().nullable(),
      email: z.string().nullable(),
      action: z.string().nullable(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      details: z.record(z.unknown()),
    }),
  ),
});

/**
 * Development only (never registered when NODE_ENV=production): read the mail the server would send,
 * so sign-up and reset can be tried without a mail server. Anyone could read anyone's codes here.
 */
export function registerDevRoutes(app: FastifyInstance, db: Queryable): void {
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

  // The development SMS sink: what the SMS channel would have sent (no provider in development).
  defineRoute(app, {
    method: 'GET',
    url: '/dev/sms-outbox',
    access: 'anonymous',
    schemas: {
      query: z.object({
        phone: z
          .string()
          .max(40)
          .regex(/^\+?[0-9 ]+$/, 'Not a phone number')
          .optional(),
      }),
      response: z.object({ messages: z.array(z.object({ id: z.string(), recipient: z.string(), body: z.string(), createdAt: z.string() })) }),
    },
    async handler({ query }) {
      const entries = await listSmsOutbox(db, query.phone);
      return { messages: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })) };
    },
  });

  // The audit log, newest first (README: "Reading the audit log"); the admin UI will read the same.
  defineRoute(app, {
    method: 'GET',
    url: '/dev/audit',
    // Development only, and still the developers' (the log names people and where they signed in from).
    access: { permission: 'admin.developerTools' },
    schemas: { query: auditQuery, response: auditResponse },
    async handler({ query }) {
      const entries = await readAuditLog(db, query);
      return { entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) };
    },
  });
}
