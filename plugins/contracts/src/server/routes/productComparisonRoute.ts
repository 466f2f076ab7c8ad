import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { productComparisonQuerySchema, productComparisonResponseSchema } from '../../contract/contracts';
import { compareNetworkProducts } from '../model/compareNetworkProducts';
import { locationParamsSchema } from '../paramsSchemas';
import { loadConsumptionBasis } from '../queries/loadConsumptionBasis';
import { loadCurrentNetwork } from '../queries/loadCurrentNetwork';
import { loadNetworkProducts } from '../queries/loadNetworkProducts';
import { requirePlace } from '../queries/requirePlace';
import { resolveVatIncluded } from '../queries/showVatByDefault';
import { loadVatRates } from '../vat/loadVatRates';
import { NETWORK_VAT_CATEGORY } from '../vat/vatCategory';

/**
 * GET /v2/servicelocation/user/:id/location/:locationIdentifier/productComparison?includeVAT=
 * (requirements §2 "network product comparison", flag networkProductComparison). A place whose network this
 * retailer does not invoice has nothing to compare: consumption null, no products.
 */
export function registerProductComparisonRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/servicelocation/user/:id/location/:locationIdentifier/productComparison',
    access: 'session',
    flags: ['networkProductComparison'],
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: locationParamsSchema, query: productComparisonQuerySchema, response: productComparisonResponseSchema },
    async handler({ params, query, user }) {
      const { place } = await requirePlace(context, user, params.locationIdentifier, 'read');
      const today = localDateOf(context.now());
      const vatIncluded = await resolveVatIncluded(context.db, user.id, place, query.includeVAT);
      const current = await loadCurrentNetwork(context.db, place.locationIdentifier, today);
      if (!current) return { locationIdentifier: place.locationIdentifier, vatIncluded, consumption: null, products: [] };
      const [consumption, products, vatRates] = await Promise.all([
        loadConsumptionBasis(context.db, place, today),
        loadNetworkProducts(context.db, place.company),
        loadVatRates(context.db),
      ]);
      const vatRate = vatRates(NETWORK_VAT_CATEGORY, today);
      return {
        locationIdentifier: place.locationIdentifier,
        vatIncluded,
        consumption: consumption.basis,
        products: compareNetworkProducts({ products, current, consumption: consumption.exact, vatRate, vatIncluded }),
      };
    },
  });
}
