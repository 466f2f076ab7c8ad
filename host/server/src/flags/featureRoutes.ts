import {
  adminFeatureFlagsResponseSchema,
  companyAdminPermission,
  defineRoute,
  featuresResponseSchema,
  flagOverrideRequestSchema,
  flagOverrideSchema,
  notFound,
  resolveFlags,
  type ServerPluginContext,
} from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CompanyPortal } from '../company';
import type { SessionAuth } from '../auth/sessionAuth';
import { deleteOverride, effectiveFlags, listOverrides, upsertOverride } from './flagStore';

interface FeatureRouteDeps {
  readonly context: ServerPluginContext;
  readonly company: CompanyPortal;
  readonly sessions: SessionAuth;
}

/** GET /v1/features for everyone; the admin feature-flag calls for this company's administrators. */
export function registerFeatureRoutes(app: FastifyInstance, { context, company, sessions }: FeatureRouteDeps): void {
  const { db } = context;
  // Company-specific admin (SPEC §6): superusers or this company's origin group.
  const adminPermission = companyAdminPermission(company.code);

  defineRoute(app, {
    method: 'GET',
    url: '/v1/features',
    access: 'anonymous',
    schemas: { response: featuresResponseSchema },
    async handler({ request }) {
      // Public: the login page needs flags too; a signed-in user also gets their own overrides.
      const current = await sessions.current(request);
      const flags = await effectiveFlags(db, company.code, company.flagDefaults, current?.user.id);
      return { company: company.code, flags };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/feature-flags/v1',
    access: { permission: adminPermission },
    schemas: { response: adminFeatureFlagsResponseSchema },
    async handler() {
      return {
        company: company.code,
        defaults: resolveFlags(company.flagDefaults),
        overrides: await listOverrides(db, company.code),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/feature-flags/v1/override',
    access: { permission: adminPermission },
    status: 201,
    schemas: { body: flagOverrideRequestSchema, response: flagOverrideSchema },
    async handler({ body, request, user }) {
      const override = await upsertOverride(
        db,
        { company: company.code, flag: body.flag, userId: body.userId ?? null, value: body.value, createdBy: user.id },
        context.now(),
      );
      request.log.info({ override, by: user.id }, 'feature flag override set');
      return override;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/admin/feature-flags/v1/override/:id',
    access: { permission: adminPermission },
    pathParams: { id: { resource: 'flagOverride' } },
    status: 204,
    schemas: { params: z.object({ id: z.string().uuid() }), response: z.undefined() },
    async handler({ params, request, user }) {
      if (!(await deleteOverride(db, company.code, params.id))) throw notFound('Override');
      request.log.info({ overrideId: params.id, by: user.id }, 'feature flag override removed');
      return undefined;
    },
  });
}
