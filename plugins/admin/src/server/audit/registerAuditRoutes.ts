import { addLocalDays, localDayStartUtc } from '@portal/domain';
import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { auditPageSchema, auditQuerySchema } from '../../contract/audit';
import { readAuditPage } from './auditStore';

/**
 * GET /admin/audit/v1: the audit log for the audit page. Superusers only (permission `admin.audit`,
 * requirements §6 / issue 16): it names every administrator's and customer's actions across companies, so it
 * is not company-scoped like the customer search. Reading it is not itself audited (it changes nothing
 * and would fill the log with its own reads).
 */
export function registerAuditRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/admin/audit/v1',
    access: { permission: 'admin.audit' },
    schemas: { query: auditQuerySchema, response: auditPageSchema },
    async handler({ query }) {
      const { entries, hasMore } = await readAuditPage(context.db, {
        ...(query.actor !== undefined ? { actor: query.actor } : {}),
        ...(query.target !== undefined ? { target: query.target } : {}),
        ...(query.action !== undefined ? { action: query.action } : {}),
        ...(query.from !== undefined ? { from: localDayStartUtc(query.from) } : {}),
        // The end of the `to` day: the start of the next one, exclusive.
        ...(query.to !== undefined ? { before: localDayStartUtc(addLocalDays(query.to, 1)) } : {}),
        page: query.page,
        limit: query.limit,
      });
      return { entries, page: query.page, limit: query.limit, hasMore };
    },
  });
}
