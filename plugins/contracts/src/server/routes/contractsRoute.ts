import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { contractsQuerySchema, contractsResponseSchema } from '../../contract/contracts';
import { toContractDetail } from '../model/toContractDetail';
import { locationParamsSchema } from '../paramsSchemas';
import { loadContractRows } from '../queries/loadContractRows';
import { loadEmissionFactor } from '../queries/loadEmissionFactor';
import { requirePlace } from '../queries/requirePlace';
import { resolveVatIncluded } from '../queries/showVatByDefault';
import { loadVatRates } from '../vat/loadVatRates';

/** GET /v1/contracts/user/:id/location/:locationIdentifier?includeVAT=&contractType= (requirements §7 "contracts (includeVAT)") */
export function registerContractsRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/contracts/user/:id/location/:locationIdentifier',
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: locationParamsSchema, query: contractsQuerySchema, response: contractsResponseSchema },
    async handler({ params, query, user }) {
      const { place, grant } = await requirePlace(context, user, params.locationIdentifier, 'read');
      const today = localDateOf(context.now());
      const [vatIncluded, greenPowerEnabled, homeInsuranceEnabled, emissionFactor, rows, vatRate] = await Promise.all([
        resolveVatIncluded(context.db, user.id, place, query.includeVAT),
        context.isFlagOn('greenPower', user),
        context.isFlagOn('homeInsurance', user),
        loadEmissionFactor(context.db, today),
        loadContractRows(context.db, place.locationIdentifier, query.contractType, today),
        loadVatRates(context.db),
      ]);
      const options = { today, vatIncluded, vatRate, greenPowerEnabled, homeInsuranceEnabled, emissionFactor };
      const contracts = rows.map((row) => toContractDetail(row, options));
      return { locationIdentifier: place.locationIdentifier, vatIncluded, accessRight: grant.right, contracts };
    },
  });
}
