import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { greenPowerBodySchema, greenPowerResponseSchema } from '../../contract/contracts';
import { greenPowerOf } from '../model/toContractDetail';
import { locationParamsSchema } from '../paramsSchemas';
import { loadCurrentElectricitySale } from '../queries/loadContractRows';
import { loadEmissionFactor } from '../queries/loadEmissionFactor';
import { requirePlace } from '../queries/requirePlace';
import { saveGreenPower } from '../queries/saveGreenPower';

/**
 * PUT /v1/contracts/user/:id/location/:locationIdentifier/greenpower { on }
 * Green power belongs to the electricity sale in force today. Needs FULL_ACCESS (READ_ONLY → 403).
 */
export function registerGreenPowerRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'PUT',
    url: '/v1/contracts/user/:id/location/:locationIdentifier/greenpower',
    access: 'session',
    flags: ['greenPower'],
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: locationParamsSchema, body: greenPowerBodySchema, response: greenPowerResponseSchema },
    async handler({ params, body, user }) {
      const { place } = await requirePlace(context, user, params.locationIdentifier, 'write');
      const today = localDateOf(context.now());
      const contract = await loadCurrentElectricitySale(context.db, place.locationIdentifier, today);
      if (!contract || (body.on && !contract.can_have_green_power)) {
        throw new ApiError('CONFLICT', 'Green power is not available for this use place');
      }
      await saveGreenPower(context.db, contract.id, body.on, user.id, context.now());
      const saved = await loadCurrentElectricitySale(context.db, place.locationIdentifier, today);
      const emissionFactor = await loadEmissionFactor(context.db, today);
      return { contractId: contract.id, greenPower: greenPowerOf(saved ?? contract, emissionFactor) };
    },
  });
}
