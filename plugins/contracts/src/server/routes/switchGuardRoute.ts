import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { switchGuardResponseSchema } from '../../contract/contracts';
import { decideSwitchGuard } from '../model/decideSwitchGuard';
import { locationParamsSchema } from '../paramsSchemas';
import { loadSwitchFacts } from '../queries/loadSwitchFacts';
import { requirePlace } from '../queries/requirePlace';

/** GET /v2/servicelocation/user/:id/location/:locationIdentifier/contract/switchGuard (requirements §7) */
export function registerSwitchGuardRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/servicelocation/user/:id/location/:locationIdentifier/contract/switchGuard',
    access: 'session',
    pathParams: { id: 'activeUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: locationParamsSchema, response: switchGuardResponseSchema },
    async handler({ params, user }) {
      const { place, grant } = await requirePlace(context, user, params.locationIdentifier, 'read');
      const facts = await loadSwitchFacts(context.db, place.locationIdentifier, localDateOf(context.now()));
      return decideSwitchGuard({ accessRight: grant.right, utilityType: place.utilityType, ...facts });
    },
  });
}
