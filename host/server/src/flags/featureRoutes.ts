import {
  adminFeatureFlagsResponseSchema,
  ApiError,
  catalogueHas,
  companyAdminPermission,
  defineRoute,
  featuresResponseSchema,
  flagOverrideRequestSchema,
  flagOverrideSchema,
  notFound,
  resolveFlags,
  type FlagCatalogue,
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
  /** The company's catalogue: what the admin flag screen lists and an override may name. */
  readonly flagCatalogue: FlagCatalogue;
  readonly sessions: SessionAuth;
}

/** GET /v1/features for everyone; the admin feature-flag calls for this company's administrators. */
export function registerFeatureRoutes(app: FastifyInstance, { context, company, flagCatalogue, sessions }: FeatureRouteDeps): void {
  const { db } = context;
  // Company-specific admin (requirements §6): superusers or this company's origin group.
  const adminPermission = companyAdminPermission(company.code);

  defineRoute(app, {
    method: 'GET',
    url: '/v1/features',
    access: 'anonymous',
    schemas: { response: featuresResponseSchema },
    async handler({ request }) {
      // Public: the login page needs flags too; a signed-in user also gets their own overrides.
      const current = await sessions.current(request);
      const flags = await effectiveFlags(db, company.code, flagCatalogue, company.flagDefaults, current?.user.id);
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
        catalogue: flagCatalogue.map(({ key, pluginId, default: value, description }) => ({ key, pluginId, default: value, description })),
        defaults: resolveFlags(flagCatalogue, company.flagDefaults),
        overrides: await listOverrides(db, company.code, flagCatalogue),
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
      // The schema checks the key's shape; which keys exist depends on the company's plugins.
      if (!catalogueHas(flagCatalogue, body.flag))
        throw new ApiError('BAD_REQUEST', `No plugin of this portal declares flag "${body.flag}"`, 'body.flag');
      const override = await db.transaction(async (tx) => {
        const written = await upsertOverride(
          tx,
          { company: company.code, flag: body.flag, userId: body.userId ?? null, value: body.value, createdBy: user.id },
          context.now(),
        );
        const details = { company: company.code, overrideId: written.id, flag: written.flag, forUserId: written.userId, value: written.value };
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'featureFlags.setOverride', details }, tx);
        return written;
      });
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
      const deleted = await db.transaction(async (tx) => {
        if (!(await deleteOverride(tx, company.code, params.id))) return false;
        const details = { company: company.code, overrideId: params.id };
        await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'featureFlags.deleteOverride', details }, tx);
        return true;
      });
      if (!deleted) throw notFound('Override');
      request.log.info({ overrideId: params.id, by: user.id }, 'feature flag override removed');
      return undefined;
    },
  });
}
