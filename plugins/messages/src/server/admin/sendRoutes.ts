import { randomUUID } from 'node:crypto';
import {
  ApiError,
  companyAdminPermission,
  defineRoute,
  MASS_MESSAGE_JOB,
  type AuthenticatedUser,
  type CompanyCode,
  type ServerPluginContext,
} from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  asyncSendResultSchema,
  massMessageBodySchema,
  sendMessageBodySchema,
  sendResultSchema,
  targetedMassMessageBodySchema,
} from '../../contract/admin';
import type { CompanyMessagePayload } from './companyMessageKind';
import { deliverMassMessage } from './deliverMassMessage';
import type { MassMessageJobData } from './massMessageJob';
import { companyRecipients, unknownCustomerCodes } from './recipients';

const MESSAGING = { permission: 'admin.messaging' } as const;

/**
 * The most people a sending inside one request writes to: beyond it the request would run for minutes
 * (and a proxy give up halfway), so a larger sending is the background job, which reports progress.
 */
export const SYNC_RECIPIENT_LIMIT = 2000;

function requireSyncSize(recipients: readonly string[], field: string): void {
  if (recipients.length > SYNC_RECIPIENT_LIMIT) {
    throw new ApiError(
      'BAD_REQUEST',
      `${recipients.length} recipients are more than ${SYNC_RECIPIENT_LIMIT} sent at once: use /massmessage/async`,
      field,
    );
  }
}

const payloadOf = (body: { title: CompanyMessagePayload['title']; body: CompanyMessagePayload['body']; link?: string | undefined }) => ({
  title: body.title,
  body: body.body,
  ...(body.link ? { link: body.link } : {}),
});

/**
 * Admin sending (requirements §7 "POST message, massmessage, massmessage/async, massmessage/targeted").
 * The route needs messaging (requirements §6: the messaging or developer group); writing to a company's
 * customers is company-specific admin too, so the handler also needs superuser or that company's group.
 */
export function registerSendRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db } = context;
  const requireCompany = (user: AuthenticatedUser, company: CompanyCode) => context.requirePermission(user, companyAdminPermission(company));

  defineRoute(app, {
    method: 'POST',
    url: '/v2/messages/message',
    access: MESSAGING,
    schemas: { body: sendMessageBodySchema, response: sendResultSchema },
    async handler({ body, user, request }) {
      requireCompany(user, body.company);
      const recipients = await companyRecipients(db, body.company, [body.customerCode]);
      if (recipients.length === 0) throw new ApiError('NOT_FOUND', 'No such customer at this company', 'body.customerCode');
      const massMessageId = randomUUID();
      await db.transaction(async (tx) => {
        await deliverMassMessage(context.notifications, recipients, massMessageId, payloadOf(body), undefined, tx);
        await context.audit(
          request,
          {
            kind: 'admin.write',
            userId: user.id,
            action: 'messages.send',
            details: { company: body.company, massMessageId, recipients: recipients.length },
          },
          tx,
        );
      });
      return { massMessageId, recipients: recipients.length };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/messages/massmessage',
    access: MESSAGING,
    schemas: { body: massMessageBodySchema, response: sendResultSchema },
    async handler({ body, user, request }) {
      requireCompany(user, body.company);
      const recipients = await companyRecipients(db, body.company);
      requireSyncSize(recipients, 'body.company');
      const massMessageId = randomUUID();
      // Not one transaction: a company's customers are many, and each message stands on its own (the
      // dedupe key makes sending the same id again harmless). Large sendings belong in /async.
      await deliverMassMessage(context.notifications, recipients, massMessageId, payloadOf(body));
      await context.audit(request, {
        kind: 'admin.write',
        userId: user.id,
        action: 'messages.massMessage',
        details: { company: body.company, massMessageId, recipients: recipients.length },
      });
      return { massMessageId, recipients: recipients.length };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/messages/massmessage/async',
    access: MESSAGING,
    status: 202,
    schemas: { body: massMessageBodySchema, response: asyncSendResultSchema },
    async handler({ body, user, request }) {
      requireCompany(user, body.company);
      const massMessageId = randomUUID();
      const data: MassMessageJobData = { massMessageId, company: body.company, customerCodes: null, payload: payloadOf(body) };
      const jobId = await db.transaction(async (tx) => {
        const id = await context.jobs.send(MASS_MESSAGE_JOB, data, { tx });
        await context.audit(
          request,
          { kind: 'admin.write', userId: user.id, action: 'messages.massMessageAsync', details: { company: body.company, massMessageId, jobId: id } },
          tx,
        );
        return id;
      });
      if (!jobId) throw new ApiError('CONFLICT', 'The mass message was not queued');
      return { massMessageId, jobId };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/messages/massmessage/targeted',
    access: MESSAGING,
    schemas: { body: targetedMassMessageBodySchema, response: sendResultSchema },
    async handler({ body, user, request }) {
      requireCompany(user, body.company);
      const codes = [...new Set(body.customerCodes)];
      // All or nothing: a typo in one code refuses the list, so the admin fixes it and sends once.
      const unknown = await unknownCustomerCodes(db, body.company, codes);
      if (unknown.length) {
        const index = body.customerCodes.indexOf(unknown[0]!);
        throw new ApiError('BAD_REQUEST', `Not customers of ${body.company}: ${unknown.slice(0, 10).join(', ')}`, `body.customerCodes.${index}`);
      }
      const recipients = await companyRecipients(db, body.company, codes);
      requireSyncSize(recipients, 'body.customerCodes');
      const massMessageId = randomUUID();
      await deliverMassMessage(context.notifications, recipients, massMessageId, payloadOf(body));
      await context.audit(request, {
        kind: 'admin.write',
        userId: user.id,
        action: 'messages.targetedMassMessage',
        details: { company: body.company, massMessageId, recipients: recipients.length, customerCodes: codes.length },
      });
      return { massMessageId, recipients: recipients.length };
    },
  });
}
