import { defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import {
  companyUserParamsSchema,
  customershipDetailsResponseSchema,
  eligibleLocationsResponseSchema,
  existingUsersResponseSchema,
  mainUserResponseSchema,
  optionalSubUserQuerySchema,
  subUserQuerySchema,
  userSettingsResponseSchema,
} from '../../contract/userManagement';
import { USER_MANAGEMENT_BASE } from '../../contract/paths';
import { callerRole, requireMainUser, requireSubUser } from '../company/companyRole';
import { companyLabels } from '../company/labelRules';
import { companyPlaces, listMembers, settingsOf } from '../company/members';
import { COMPANY_PATH_PARAMS, companyRef } from './companyRef';

/** The GET routes of user management (requirements §7): main user, existing users, settings, eligible places, details. */
export function registerReadRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db } = context;

  // Any member may ask who the main user is (a sub-user needs to know whom to ask for rights); the web
  // shows the management pages only when callerIsMainUser.
  defineRoute(app, {
    method: 'GET',
    url: `${USER_MANAGEMENT_BASE}/mainUser`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyUserParamsSchema, response: mainUserResponseSchema },
    async handler({ params, user }) {
      const ref = companyRef(context, params);
      const role = await callerRole(db, ref, user.id, context.now());
      if (role === 'none') throw notFoundCompany();
      const { rows } = await db.query<{ user_id: string; email: string; name: string }>(
        `select u.id as user_id, u.email, u.name from user_management_company_users cu join users u on u.id = cu.user_id
          where cu.company = $1 and cu.customer_code = $2 and cu.role = 'main'`,
        [ref.company, ref.customerCode],
      );
      const main = rows[0];
      return {
        mainUser: main ? { userId: main.user_id, email: main.email, name: main.name } : null,
        callerIsMainUser: role === 'main',
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${USER_MANAGEMENT_BASE}/existingUsers`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyUserParamsSchema, response: existingUsersResponseSchema },
    async handler({ params, user }) {
      const ref = companyRef(context, params);
      await requireMainUser(db, ref, user, context.now());
      const { rows } = await db.query<{ email: string; created_at: Date }>(
        `select email, created_at from user_management_invitations
          where company = $1 and customer_code = $2 and claimed_at is null order by created_at, email`,
        [ref.company, ref.customerCode],
      );
      return {
        users: await listMembers(db, ref),
        invitations: rows.map((row) => ({ email: row.email, createdAt: row.created_at.toISOString() })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${USER_MANAGEMENT_BASE}/settings`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    resourceFields: { query: { subUserId: 'subUser' } },
    schemas: { params: companyUserParamsSchema, query: subUserQuerySchema, response: userSettingsResponseSchema },
    async handler({ params, query, user }) {
      const ref = companyRef(context, params);
      await requireMainUser(db, ref, user, context.now());
      await requireSubUser(db, ref, query.subUserId);
      return settingsOf(db, ref, query.subUserId);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${USER_MANAGEMENT_BASE}/eligibleLocations`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    resourceFields: { query: { subUserId: 'subUser' } },
    schemas: { params: companyUserParamsSchema, query: optionalSubUserQuerySchema, response: eligibleLocationsResponseSchema },
    async handler({ params, query, user }) {
      const ref = companyRef(context, params);
      await requireMainUser(db, ref, user, context.now());
      if (query.subUserId) await requireSubUser(db, ref, query.subUserId);
      return { locations: await companyPlaces(db, ref, query.subUserId ?? null), labels: await companyLabels(db, ref) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${USER_MANAGEMENT_BASE}/customershipDetails`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyUserParamsSchema, response: customershipDetailsResponseSchema },
    async handler({ params, user }) {
      const ref = companyRef(context, params);
      await requireMainUser(db, ref, user, context.now());
      const { rows } = await db.query<{ business_name: string | null; business_id: string | null; places: number; users: number }>(
        `select (select business_name from customerships where company = $1 and customer_code = $2 and user_id = $3) as business_name,
                (select business_id from customerships where company = $1 and customer_code = $2 and user_id = $3) as business_id,
                (select count(*)::int from locations where company = $1 and customer_code = $2) as places,
                (select count(*)::int from user_management_company_users where company = $1 and customer_code = $2) as users`,
        [ref.company, ref.customerCode, user.id],
      );
      const row = rows[0]!;
      return {
        customerCode: ref.customerCode,
        businessName: row.business_name,
        businessId: row.business_id,
        placeCount: row.places,
        userCount: row.users,
      };
    },
  });
}

const notFoundCompany = () => notFound('Company');
