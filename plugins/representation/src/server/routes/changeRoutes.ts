import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { currentResponseSchema, representationIdBodySchema } from '../../contract/representation';
import { defaultLastDay, expiryInstant } from '../model/expiry';
import { notifyParties } from '../notifyParties';
import { removeAccessRows } from '../store/accessRows';
import { loadRepresentations } from '../store/loadRepresentations';
import { userParamsSchema } from './paramsSchemas';
import { currentOf } from './readRoutes';

/** POST remove (either side revokes) and POST renew (the customer extends to one year from today). */
export function registerChangeRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v2/representatives/user/:id/remove',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    resourceFields: { body: { representationId: 'representation' } },
    schemas: { params: userParamsSchema, body: representationIdBodySchema, response: currentResponseSchema },
    async handler({ user, body }) {
      await context.db.transaction(async (tx) => {
        const [grant] = await loadRepresentations(tx, context.company, { id: body.representationId }, { forUpdate: true });
        const party = grant && (grant.grantor_id === user.id || grant.representative_id === user.id);
        if (!grant || !party || (grant.status !== 'pending' && grant.status !== 'active')) throw notFound('Representation');
        await tx.query(`update representations set status = 'revoked', revoked_at = $2, revoked_by = $3 where id = $1`, [
          grant.id,
          context.now().toISOString(),
          user.id,
        ]);
        // At once, in the same transaction: the representative's next request already answers 404.
        await removeAccessRows(tx, grant);
        await notifyParties(context.notifications, tx, grant, 'revoked');
      });
      return currentOf(context, user.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/representatives/user/:id/renew',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    resourceFields: { body: { representationId: 'representation' } },
    schemas: { params: userParamsSchema, body: representationIdBodySchema, response: currentResponseSchema },
    async handler({ user, body }) {
      await context.db.transaction(async (tx) => {
        const [grant] = await loadRepresentations(tx, context.company, { id: body.representationId }, { forUpdate: true });
        if (!grant || grant.grantor_id !== user.id || (grant.status !== 'pending' && grant.status !== 'active')) {
          throw notFound('Representation');
        }
        // One click: the right then holds one year from today (a later reminder gets a new dedupe key).
        const expiresAt = expiryInstant(defaultLastDay(context.now()));
        await tx.query('update representations set expires_at = $2 where id = $1', [grant.id, expiresAt.toISOString()]);
      });
      return currentOf(context, user.id);
    },
  });
}
