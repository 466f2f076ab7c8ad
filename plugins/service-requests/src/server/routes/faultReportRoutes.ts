import { ApiError, defineRoute, type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DISTRICT_HEATING_FAULTS,
  ELECTRICITY_FAULTS,
  faultDisruptionsResponseSchema,
  faultReportBodySchema,
  faultReportCreatedSchema,
  SERVICE_ROUTES,
  type FaultReportCreated,
} from '../../contract';
import { loadPlace, storeRequest, type PlaceRow } from '../queries/storeRequest';
import type { ServiceRequestServices } from '../serviceRequestServices';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const disruptionParamsSchema = paramsSchema.extend({ locationIdentifier: z.string().min(1).max(100) });

/**
 * The place a fault may be reported for: one the caller sees, of a utility whose fault reporting is on
 * for them (faultReportElectricity / faultReportDistrictHeating). Anything else answers 404, as a
 * route whose flag is off does.
 */
async function faultPlace(context: ServerPluginContext, user: AuthenticatedUser, locationIdentifier: string): Promise<PlaceRow> {
  await context.access.requireLocation(user, context.company, locationIdentifier, 'read');
  const place = await loadPlace(context.db, locationIdentifier);
  const flag =
    place.utility_type === 'DISTRICT_HEATING' ? 'faultReportDistrictHeating' : place.utility_type === 'ELECTRICITY' ? 'faultReportElectricity' : null;
  if (!flag || !(await context.isFlagOn(flag, user))) throw new ApiError('NOT_FOUND', 'Not found');
  return place;
}

/**
 * GET /v2/reportfault/:id/location/:locationIdentifier/disruptions — the known cuts covering the place
 * now, asked before the report is sent so the customer hears "we know, it is being fixed" first.
 * POST /v2/reportfault/:id — the fault report (place, what happened, when, contact), with a reference
 * number; it is recorded even when a known cut covers the place (the customer may know more), and the
 * answer names those cuts.
 */
export function registerFaultReportRoutes(app: FastifyInstance, context: ServerPluginContext, { disruptions }: ServiceRequestServices): void {
  // None known when the company ships no plugin that keeps disruptions.
  const knownDisruptions = async (locationIdentifier: string, at: Date) => [...((await disruptions?.current(locationIdentifier, at)) ?? [])];
  defineRoute(app, {
    method: 'GET',
    url: SERVICE_ROUTES.faultDisruptions,
    access: 'session',
    pathParams: { id: 'ownUserId', locationIdentifier: { resource: 'location' } },
    schemas: { params: disruptionParamsSchema, response: faultDisruptionsResponseSchema },
    async handler({ params, user }) {
      await faultPlace(context, user, params.locationIdentifier);
      return { disruptions: await knownDisruptions(params.locationIdentifier, context.now()) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: SERVICE_ROUTES.reportFault,
    access: 'session',
    pathParams: { id: 'ownUserId' },
    resourceFields: { body: { locationIdentifier: 'location' } },
    schemas: { params: paramsSchema, body: faultReportBodySchema, response: faultReportCreatedSchema },
    status: 201,
    async handler({ body, user }) {
      const place = await faultPlace(context, user, body.locationIdentifier);
      const faults = place.utility_type === 'DISTRICT_HEATING' ? DISTRICT_HEATING_FAULTS : ELECTRICITY_FAULTS;
      if (!faults.includes(body.fault)) throw new ApiError('BAD_REQUEST', 'This fault does not fit the place', 'body.fault');
      const now = context.now();
      // A minute of slack for a phone whose clock runs ahead.
      if (Date.parse(body.startedAt) > now.getTime() + 60_000)
        throw new ApiError('BAD_REQUEST', 'The start cannot be in the future', 'body.startedAt');
      const known = await knownDisruptions(body.locationIdentifier, now);
      const { locationIdentifier, ...details } = body;
      return context.db.transaction(async (tx): Promise<FaultReportCreated> => {
        const reference = await storeRequest(tx, context, {
          kind: 'FAULT_REPORT',
          topic: place.utility_type,
          userId: user.id,
          locationIdentifier,
          placeName: place.name,
          details: { ...details, knownDisruptions: known.map((item) => item.id) },
        });
        return { reference, knownDisruptions: known };
      });
    },
  });
}
