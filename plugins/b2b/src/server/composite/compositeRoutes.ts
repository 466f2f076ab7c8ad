import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  companyParamsSchema,
  compositeEligibleResponseSchema,
  compositeExistingResponseSchema,
  compositeSchema,
  createCompositeBodySchema,
  locationParamsSchema,
  modifyCompositeBodySchema,
} from '../../contract/places';
import { requireCompanyScope, requireMainUser } from '../place/companyScope';
import { loadPlaceSummaries } from '../place/placeSummaries';
import { COMPANY_PATH, COMPANY_PATH_PARAMS, LOCATION_PATH, resolveLocation } from '../place/resolveLocation';
import { createComposite, loadComposites, modifyComposite, separateComposite } from './compositeStore';

const COMPOSITE_PARAMS = { ...COMPANY_PATH_PARAMS, compositeLocationIdentifier: { resource: 'compositeLocation' } } as const;

/** requirements §3 composite locations: eligible places, existing composites, create, modify, separate. */
export function registerCompositeRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  defineRoute(app, {
    method: 'GET',
    url: `${COMPANY_PATH}/compositeEligible`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyParamsSchema, response: compositeEligibleResponseSchema },
    async handler({ params, user }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      const places = await loadPlaceSummaries(
        context.db,
        user.id,
        scope.company,
        scope.customerCode,
        `l.composite_location_identifier is null and l.utility_type <> 'MICROGENERATION'`,
      );
      return { places };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${COMPANY_PATH}/compositeExisting`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyParamsSchema, response: compositeExistingResponseSchema },
    async handler({ params, user }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      return { composites: await loadComposites(context.db, user.id, scope) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${COMPANY_PATH}/createCompositeLocation`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    resourceFields: { body: { locationIdentifiers: 'location' } },
    status: 201,
    schemas: { params: companyParamsSchema, body: createCompositeBodySchema, response: compositeSchema },
    async handler({ params, body, user }) {
      const scope = await requireCompanyScope(context, user, params.companyReferenceId);
      requireMainUser(scope);
      const identifier = await context.db.transaction((tx) => createComposite(tx, user.id, scope, body.name, body.locationIdentifiers));
      return findComposite(await loadComposites(context.db, user.id, scope), identifier);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${LOCATION_PATH}/modifyCompositeLocation`,
    access: 'session',
    pathParams: COMPOSITE_PARAMS,
    resourceFields: { body: { locationIdentifiers: 'location' } },
    schemas: { params: locationParamsSchema, body: modifyCompositeBodySchema, response: compositeSchema },
    async handler({ params, body, user }) {
      const { scope, location } = await requireComposite(params, user);
      requireMainUser(scope);
      await context.db.transaction((tx) => modifyComposite(tx, user.id, scope, location.identifier, body));
      return findComposite(await loadComposites(context.db, user.id, scope), location.identifier);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${LOCATION_PATH}/separateCompositeLocation`,
    access: 'session',
    pathParams: COMPOSITE_PARAMS,
    status: 204,
    schemas: { params: locationParamsSchema, response: z.void() },
    async handler({ params, user }) {
      const { scope, location } = await requireComposite(params, user);
      requireMainUser(scope);
      await context.db.transaction((tx) => separateComposite(tx, location.identifier));
    },
  });

  async function requireComposite(params: z.infer<typeof locationParamsSchema>, user: Parameters<typeof resolveLocation>[1]) {
    const resolved = await resolveLocation(context, user, params, 'read');
    if (!resolved.location.isComposite) throw notFound('Composite location');
    return resolved;
  }
}

function findComposite<T extends { compositeLocationIdentifier: string }>(composites: readonly T[], identifier: string): T {
  const found = composites.find((composite) => composite.compositeLocationIdentifier === identifier);
  if (!found) throw notFound('Composite location');
  return found;
}
