import { randomUUID } from 'node:crypto';
import { ApiError, defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { createRepresentationBodySchema, currentResponseSchema } from '../../contract/representation';
import { defaultLastDay, expiryInstant } from '../model/expiry';
import { newActivationToken } from '../model/token';
import { notificationKindOf } from '../notifications';
import { notifyParties } from '../notifyParties';
import { loadEligiblePlaces } from '../store/eligiblePlaces';
import { loadRepresentations } from '../store/loadRepresentations';
import { userParamsSchema } from './paramsSchemas';
import { currentOf } from './readRoutes';

/**
 * POST create: the customer gives read rights to chosen places of theirs to an e-mail address. The
 * grant is pending until the person behind that address activates it from the mailed link.
 */
export function registerCreateRoute(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'POST',
    url: '/v2/representatives/user/:id/create',
    access: 'session',
    pathParams: { id: 'ownUserId' },
    resourceFields: { body: { locationIdentifiers: 'location' } },
    schemas: { params: userParamsSchema, body: createRepresentationBodySchema, response: currentResponseSchema },
    async handler({ user, body }) {
      // Places first: a foreign place answers 404 whatever else the body says.
      const eligible = await loadEligiblePlaces(context, user);
      const owned = new Set(eligible.map((place) => place.locationIdentifier));
      if (body.locationIdentifiers.some((id) => !owned.has(id))) throw notFound('Use place');
      if (body.email === user.email.toLowerCase()) {
        throw new ApiError('BAD_REQUEST', 'You cannot give read rights to yourself', 'body.email');
      }
      const now = context.now();
      const latest = defaultLastDay(now);
      const lastDay = body.expiresOn ?? latest;
      if (lastDay <= localDateOf(now) || lastDay > latest) {
        throw new ApiError('BAD_REQUEST', 'The last day must be after today and at most one year ahead', 'body.expiresOn');
      }
      const { token, hash } = newActivationToken();
      const id = randomUUID();
      await context.db.transaction(async (tx) => {
        await tx.query(
          `insert into representations (id, company, grantor_id, representative_email, status, created_at, expires_at, token_hash)
           values ($1, $2, $3, $4, 'pending', $5, $6, $7)`,
          [id, context.company, user.id, body.email, now.toISOString(), expiryInstant(lastDay).toISOString(), hash],
        );
        await tx.query(`insert into representation_places (representation_id, location_identifier) select $1, unnest($2::text[])`, [
          id,
          body.locationIdentifiers,
        ]);
        const [grant] = await loadRepresentations(tx, context.company, { id });
        if (!grant) throw new Error('The grant just written is missing');
        await notifyParties(context.notifications, tx, grant, 'granted', { representative: false });
        // The invitation carries the token. A person with an account gets it like any notification;
        // someone without one only by mail (the copy's in-portal message lands with the grantor, who
        // cannot use the link: activation needs the signed-in e-mail to match).
        const { rows } = await tx.query<{ id: string }>('select id from users where lower(email) = $1', [body.email]);
        const recipient = rows[0]?.id;
        await context.notifications.notify(
          {
            kind: notificationKindOf('invited'),
            userId: recipient ?? user.id,
            payload: { other: user.name, places: grant.places.map((place) => place.name), lastDay, token },
            dedupeKey: `representation:${id}:invited`,
            ...(recipient ? {} : { channels: ['email'] as const, email: body.email }),
          },
          { tx },
        );
      });
      return currentOf(context, user.id);
    },
  });
}
