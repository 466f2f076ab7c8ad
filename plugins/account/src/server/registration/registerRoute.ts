import {
  ApiError,
  notFound,
  defineRoute,
  registerRequestSchema,
  registerResponseSchema,
  type CompanyCode,
  type CustomerRecord,
} from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import type { RegistrationDeps } from './registrationDeps';
import { findOwnAttempt, markConsumed, VERIFIED_LIFETIME_MS } from './strongAuthAttempts';

/**
 * POST /v3/user/register: ties the signed-in login to proven customer codes (SPEC "registration" and
 * "add customership" bodies, docs/registration.md). Proof is a completed strong identification of this
 * user (every customer code the person holds) or a customer number with the reference of one of its
 * invoices from the last 12 months. A code that belongs to another login: 409 ACCOUNT_ALREADY_EXISTS.
 */
export function registerRegisterRoute(app: FastifyInstance, deps: RegistrationDeps): void {
  const { context } = deps;
  const { db } = context;
  const { customerRegister } = deps.services;

  defineRoute(app, {
    method: 'POST',
    url: '/v3/user/register',
    access: 'session',
    resourceFields: { body: { attemptId: 'strongAuthAttempt' } },
    schemas: { body: registerRequestSchema, response: registerResponseSchema },
    async handler({ body, user, request }) {
      const now = context.now();
      let customers: CustomerRecord[];
      let consumeAttempt: string | null = null;

      if (body.proof === 'strongAuthentication') {
        const attempt = await findOwnAttempt(db, body.attemptId, user.id);
        if (!attempt) throw notFound('Identification');
        if (
          !attempt.verifiedAt ||
          !attempt.personIdDigest ||
          attempt.consumedAt ||
          attempt.verifiedAt.getTime() + VERIFIED_LIFETIME_MS <= now.getTime()
        ) {
          throw new ApiError('INVALID_CODE', 'This identification is not valid for registering; identify again', 'body.attemptId');
        }
        customers = await customerRegister.customersOfPerson(db, attempt.personIdDigest);
        if (customers.length === 0) {
          throw new ApiError('INVALID_CODE', 'No customership was found for the identified person', 'body.attemptId', { reason: 'noCustomership' });
        }
        consumeAttempt = attempt.id;
      } else {
        const company: CompanyCode = body.company ?? context.company;
        const proven = await customerRegister.proveByInvoice(request, user.id, {
          company,
          customerNumber: body.customerNumber,
          invoiceReference: body.invoiceReference,
        });
        customers = [proven];
      }

      const result = await db.transaction(async (tx) => {
        const before = await tx.query<{ n: number }>('select count(*)::int as n from customerships where user_id = $1', [user.id]);
        const added = await customerRegister.link(tx, user.id, customers);
        if (consumeAttempt) await markConsumed(tx, consumeAttempt, now);
        // A first customership decides the portal mode: a business customer's login starts in B2B.
        if ((before.rows[0]?.n ?? 0) === 0 && added.length > 0 && added.every((c) => c.customerType === 'B2B')) {
          await tx.query(`update users set ui_mode = 'B2B' where id = $1`, [user.id]);
        }
        const held = await tx.query<{ company: CompanyCode; customer_code: string }>(
          'select company, customer_code from customerships where user_id = $1 order by company, customer_code',
          [user.id],
        );
        if (added.length) {
          await context.audit(
            request,
            {
              kind: 'customership.added',
              userId: user.id,
              details: { proof: body.proof, customerships: added.map((c) => `${c.company}:${c.customerCode}`) },
            },
            tx,
          );
        }
        return { added, customerCodes: held.rows.map((row) => ({ company: row.company, customerCode: row.customer_code })) };
      });
      return result;
    },
  });
}
