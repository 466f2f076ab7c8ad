import { ApiError, defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import { addLocalDays, localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { acceptFollowUpOfferResponseSchema } from '../../contract/contracts';
import { leadParamsSchema } from '../paramsSchemas';
import { acceptFollowUpOffer, followUpContractId } from '../queries/acceptFollowUpOffer';
import { loadFollowUpOffer } from '../queries/loadFollowUpOffers';
import { requirePlace } from '../queries/requirePlace';

/**
 * PUT /v2/servicelocation/user/:id/followupoffer/accept/:leadId (requirements §7, flag followUpOffer).
 * The offer's place must be the caller's (foreign → 404) with FULL_ACCESS (READ_ONLY → 403). A PUT is
 * idempotent: accepting an already accepted offer answers what the first acceptance did.
 */
export function registerAcceptFollowUpOfferRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'PUT',
    url: '/v2/servicelocation/user/:id/followupoffer/accept/:leadId',
    access: 'session',
    flags: ['followUpOffer'],
    pathParams: { id: 'activeUserId', leadId: { resource: 'followUpOffer' } },
    schemas: { params: leadParamsSchema, response: acceptFollowUpOfferResponseSchema },
    async handler({ params, user }) {
      const offer = await loadFollowUpOffer(context.db, params.leadId);
      if (!offer) throw notFound('Follow-up offer');
      await requirePlace(context, user, offer.location_identifier, 'write');
      const startDate = addLocalDays(offer.current_end_date, 1);
      const answer = (newContractId: string, acceptedAt: Date | string) => ({
        leadId: offer.lead_id,
        locationIdentifier: offer.location_identifier,
        newContractId,
        startDate,
        acceptedAt: new Date(acceptedAt).toISOString(),
      });
      if (offer.accepted_at) return answer(offer.new_contract_id ?? followUpContractId(offer.lead_id), offer.accepted_at);

      const today = localDateOf(context.now());
      if (offer.valid_until < today || offer.current_end_date < today) {
        throw new ApiError('CONFLICT', 'The offer is no longer valid');
      }
      const acceptedAt = context.now();
      const newContractId = await acceptFollowUpOffer(context.db, offer.lead_id, user.id, acceptedAt);
      return answer(newContractId, acceptedAt);
    },
  });
}
