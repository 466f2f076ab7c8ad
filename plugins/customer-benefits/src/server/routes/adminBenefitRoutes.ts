import { randomUUID } from 'node:crypto';
import { adminCompaniesOf, ApiError, defineRoute, notFound, type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminBenefitListSchema, adminBenefitSchema, benefitIdParamsSchema, createBenefitBodySchema } from '../../contract/customerBenefits';
import { CUSTOMER_BENEFITS_ROUTES } from '../../contract/paths';
import { BENEFIT_COLUMNS, toAdminBenefit, type BenefitRow } from '../benefitRows';

/** requirements §6 "Benefits admin needs benefits". */
const BENEFITS_ADMIN = { permission: 'admin.benefits' } as const;

/** Company-specific admin (requirements §6): this portal's company must be one the administrator may handle. */
function requireCompany(user: AuthenticatedUser, company: ServerPluginContext['company']): void {
  if (!adminCompaniesOf(user.groups).includes(company)) throw new ApiError('FORBIDDEN', `You may not manage ${company}'s benefits`);
}

/** The benefits administrators' API: list (with claim counts), create and remove this company's benefits; writes audited. */
export function registerAdminBenefitRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db, company } = context;

  defineRoute(app, {
    method: 'GET',
    url: CUSTOMER_BENEFITS_ROUTES.admin,
    access: BENEFITS_ADMIN,
    schemas: { response: adminBenefitListSchema },
    async handler({ user }) {
      requireCompany(user, company);
      const { rows } = await db.query<BenefitRow>(
        `select ${BENEFIT_COLUMNS}, null as claimed_at, (select count(*) from customer_benefit_claims c where c.benefit_id = b.id) as claims
           from customer_benefits b where b.company = $1 order by b.created_at desc, b.id`,
        [company],
      );
      return { benefits: rows.map(toAdminBenefit) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: CUSTOMER_BENEFITS_ROUTES.admin,
    access: BENEFITS_ADMIN,
    status: 201,
    schemas: { body: createBenefitBodySchema, response: adminBenefitSchema },
    async handler({ body, user, request }) {
      requireCompany(user, company);
      const id = randomUUID();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<BenefitRow>(
          `insert into customer_benefits as b (id, company, title, description, partner, code, modes, valid_until, created_at, created_by)
           values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10)
           returning ${BENEFIT_COLUMNS}, null as claimed_at, 0 as claims`,
          [
            id,
            company,
            JSON.stringify(body.title),
            JSON.stringify(body.description),
            body.partner ?? null,
            body.code,
            [...new Set(body.modes)],
            body.validUntil ?? null,
            context.now(),
            user.id,
          ],
        );
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'customerBenefits.create', details: { id } }, tx);
        return toAdminBenefit(rows[0]!);
      });
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: CUSTOMER_BENEFITS_ROUTES.adminOne,
    access: BENEFITS_ADMIN,
    pathParams: { id: { resource: 'customerBenefit' } },
    status: 204,
    schemas: { params: benefitIdParamsSchema, response: z.undefined() },
    async handler({ params, user, request }) {
      requireCompany(user, company);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query('delete from customer_benefits where id = $1 and company = $2 returning id', [params.id, company]);
        if (rows.length === 0) throw notFound('Benefit');
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'customerBenefits.delete', details: { id: params.id } }, tx);
      });
      return undefined;
    },
  });
}
