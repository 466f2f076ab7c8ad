import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { benefitClaimSchema, claimParamsSchema, customerBenefitsResponseSchema, userParamsSchema } from '../../contract/customerBenefits';
import { CUSTOMER_BENEFITS_ROUTES } from '../../contract/paths';
import { BENEFIT_COLUMNS, toCustomerBenefit, VISIBLE_BENEFITS, type BenefitRow } from '../benefitRows';

/**
 * The customer's benefits and the claim. A benefit the customer may not see (another company's, another
 * mode's, past its day) answers 404 on claim exactly like a missing one.
 */
export function registerCustomerBenefitRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db, company } = context;

  defineRoute(app, {
    method: 'GET',
    url: CUSTOMER_BENEFITS_ROUTES.benefits,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: userParamsSchema, response: customerBenefitsResponseSchema },
    async handler({ user }) {
      const { rows } = await db.query<BenefitRow>(
        `select ${BENEFIT_COLUMNS}, c.claimed_at, 0 as claims from customer_benefits b
           left join customer_benefit_claims c on c.benefit_id = b.id and c.user_id = $2
          where ${VISIBLE_BENEFITS} order by b.created_at desc, b.id`,
        [company, user.id, localDateOf(context.now())],
      );
      return { benefits: rows.map(toCustomerBenefit) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: CUSTOMER_BENEFITS_ROUTES.claim,
    access: 'session',
    pathParams: { id: 'ownUserId', benefitId: { resource: 'customerBenefit' } },
    schemas: { params: claimParamsSchema, response: benefitClaimSchema },
    async handler({ params, user }) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ code: string }>(`select b.code from customer_benefits b where b.id = $4 and ${VISIBLE_BENEFITS}`, [
          company,
          user.id,
          localDateOf(context.now()),
          params.benefitId,
        ]);
        if (!rows[0]) throw notFound('Benefit');
        // Idempotent: a second claim keeps the first claim's time, so "claimed on" never moves.
        await tx.query(
          'insert into customer_benefit_claims (benefit_id, user_id, claimed_at) values ($1, $2, $3) on conflict (benefit_id, user_id) do nothing',
          [params.benefitId, user.id, context.now()],
        );
        const claim = await tx.query<{ claimed_at: Date }>('select claimed_at from customer_benefit_claims where benefit_id = $1 and user_id = $2', [
          params.benefitId,
          user.id,
        ]);
        return { code: rows[0].code, claimedAt: new Date(claim.rows[0]!.claimed_at).toISOString() };
      });
    },
  });
}
