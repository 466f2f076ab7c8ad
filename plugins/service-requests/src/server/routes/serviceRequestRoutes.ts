import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { inHelsinki } from '@portal/core/shared';
import { z } from 'zod';
import {
  customerRequestsResponseSchema,
  serviceRequestBodySchema,
  serviceRequestCreatedSchema,
  SERVICE_ROUTES,
  type ServiceRequestCreated,
} from '../../contract';
import { customerRequests } from '../queries/customerRequests';
import { movingOffer } from '../queries/movingOffer';
import { requestPlaces } from '../queries/requestPlaces';
import { loadPlace, storeRequest } from '../queries/storeRequest';

const helsinkiToday = (now: Date) => inHelsinki(now).format('YYYY-MM-DD');

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * GET /v2/servicerequest/:id — the caller's requests and fault reports with their status (what support
 * set last); POST — a new service request, one form per topic, answered with its reference number.
 * A move (topic MOVING, flag movingService) also answers with the offer for the new place.
 */
export function registerServiceRequestRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: SERVICE_ROUTES.serviceRequests,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    schemas: { params: paramsSchema, response: customerRequestsResponseSchema },
    async handler({ user }) {
      const [items, places, movingService] = await Promise.all([
        customerRequests(context.db, user.id, context.company),
        requestPlaces(context, user),
        context.isFlagOn('movingService', user),
      ]);
      return { items, places, movingService };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: SERVICE_ROUTES.serviceRequests,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    resourceFields: { body: { locationIdentifier: 'location' } },
    schemas: { params: paramsSchema, body: serviceRequestBodySchema, response: serviceRequestCreatedSchema },
    status: 201,
    async handler({ body, user }) {
      // A request changes the customer's contracts: a read-only grant may not make one (403).
      await context.access.requireLocation(user, context.company, body.locationIdentifier, 'write');
      if (body.topic === 'MOVING') {
        // The flag is per user (an override may switch it), so it is checked here, not on the route.
        if (!(await context.isFlagOn('movingService', user))) throw new ApiError('NOT_FOUND', 'Not found');
        // Moving in before moving out is normal (a few days of both), so the two dates are not ordered.
        const today = helsinkiToday(context.now());
        if (body.endDate < today) throw new ApiError('BAD_REQUEST', 'The end date cannot be in the past', 'body.endDate');
        if (body.startDate < today) throw new ApiError('BAD_REQUEST', 'The start date cannot be in the past', 'body.startDate');
      }
      if (body.topic === 'METER_READING' && body.readingDate > helsinkiToday(context.now())) {
        throw new ApiError('BAD_REQUEST', 'A reading cannot be from the future', 'body.readingDate');
      }
      const place = await loadPlace(context.db, body.locationIdentifier);
      const { topic, locationIdentifier, ...details } = body;
      return context.db.transaction(async (tx): Promise<ServiceRequestCreated> => {
        const reference = await storeRequest(tx, context, {
          kind: 'SERVICE_REQUEST',
          topic,
          userId: user.id,
          locationIdentifier,
          placeName: place.name,
          details,
        });
        const offer = body.topic === 'MOVING' ? await movingOffer(tx, locationIdentifier, body.endDate) : null;
        return { reference, offer };
      });
    },
  });
}
