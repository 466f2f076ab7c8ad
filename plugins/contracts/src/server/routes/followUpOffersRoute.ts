import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { followUpOffersQuerySchema, followUpOffersResponseSchema } from '../../contract/contracts';
import { toFollowUpOffer } from '../model/toFollowUpOffer';
import { locationParamsSchema } from '../paramsSchemas';
import { loadFollowUpOffers } from '../queries/loadFollowUpOffers';
import { requirePlace } from '../queries/requirePlace';
import { resolveVatIncluded } from '../queries/showVatByDefault';
import { loadVatRates } from '../vat/loadVatRates';

/** GET /v2/servicelocation/user/:id/location/:locationIdentifier/followupoffer?includeVAT= (flag followUpOffer) */
export function registerFollowUpOffersRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/servicelocation/user/:id/location/:locationIdentifier/followupoffer',
    access: 'session',
    flags: ['followUpOffer'],
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: locationParamsSchema, query: followUpOffersQuerySchema, response: followUpOffersResponseSchema },
    async handler({ params, query, user }) {
      const { place, grant } = await requirePlace(context, user, params.locationIdentifier, 'read');
      const vatIncluded = await resolveVatIncluded(context.db, user.id, place, query.includeVAT);
      const rows = await loadFollowUpOffers(context.db, place.locationIdentifier, localDateOf(context.now()));
      const vatRate = await loadVatRates(context.db);
      const offers = rows.map((row) => toFollowUpOffer(row, vatIncluded, vatRate));
      return { locationIdentifier: place.locationIdentifier, vatIncluded, accessRight: grant.right, offers };
    },
  });
}
