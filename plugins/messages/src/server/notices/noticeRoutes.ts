import { defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { locationParamsSchema, noticeListSchema } from '../../contract/notices';
import { currentNotices, representativeNotice } from './noticeQueries';
import { userLanguage } from './userLanguage';

/**
 * GET /v1/notifications (front page) and /v1/notifications/location/{locationIdentifier} (the place
 * page): notices in force for what the caller may see, in their language.
 */
export function registerNoticeRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db, company } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/notifications',
    access: 'session',
    schemas: { response: noticeListSchema },
    async handler({ user }) {
      const [grants, language] = await Promise.all([context.access.visibleLocations(user, company), userLanguage(db, user.id)]);
      const notices = await currentNotices(
        db,
        company,
        grants.map((g) => g.locationIdentifier),
        context.now(),
        language,
      );
      const represented = grants.filter((g) => g.relation === 'representative').map((g) => g.locationIdentifier);
      const representative = representativeNotice(represented, language);
      return { notifications: representative ? [representative, ...notices] : notices };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/notifications/location/:locationIdentifier',
    access: 'session',
    pathParams: { locationIdentifier: { resource: 'location' } },
    schemas: { params: locationParamsSchema, response: noticeListSchema },
    async handler({ params, user }) {
      // A place the caller may not see answers 404, as if it did not exist.
      const grant = await context.access.requireLocation(user, company, params.locationIdentifier, 'read');
      const language = await userLanguage(db, user.id);
      const notices = await currentNotices(db, company, [grant.locationIdentifier], context.now(), language);
      const representative =
        grant.relation === 'representative' ? representativeNotice([grant.locationIdentifier], language, grant.locationIdentifier) : null;
      return { notifications: representative ? [representative, ...notices] : notices };
    },
  });
}
