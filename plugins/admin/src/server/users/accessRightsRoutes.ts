import {
  adminCompaniesOf,
  ApiError,
  COMPANIES,
  companyAdminPermission,
  defineRoute,
  evaluatePermission,
  DEFAULT_PERMISSION_POLICY,
  notFound,
  type AuthenticatedUser,
  type CompanyCode,
  type Queryable,
  type ServerPluginContext,
} from '@portal/core/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accessRightsSchema,
  ADMIN_USERS_ROUTES,
  createAdminUserBodySchema,
  emailParamsSchema,
  grantBodySchema,
  originParamsSchema,
  originRightParamsSchema,
  originRightsSchema,
  revokeQuerySchema,
  type AccessRights,
} from '../../contract/users';
import { mayGrant, originOfGroup } from './grantRules';
import { accessRightsOf, found, personByEmail, personById, requireReach, type Person } from './people';
import type { AdminServices } from '../adminServices';

/** requirements §6: "Access-rights admin needs the access-rights group or developer" (core's policy maps both). */
const ACCESS_RIGHTS_ADMIN = { permission: 'admin.accessRights' } as const;

/** An origin in a path: a company code, or nothing (404, like an unknown id). */
function originOf(value: string): CompanyCode {
  const origin = COMPANIES.find((company) => company === value.toUpperCase());
  if (!origin) throw notFound('Origin');
  return origin;
}

/** Company-specific admin of the origin itself: superuser or its origin group (requirements §6). */
function requireOriginAdmin(admin: AuthenticatedUser, origin: CompanyCode): void {
  if (!evaluatePermission(admin.groups, companyAdminPermission(origin), DEFAULT_PERMISSION_POLICY)) {
    throw new ApiError('FORBIDDEN', `You do not administer ${origin}`);
  }
}

/**
 * The group a grant or revoke at `origin` is about: the origin's own group by default, or a function
 * group given at this origin. Another origin's group is granted at its own origin only.
 */
function groupAt(origin: CompanyCode, group: string | undefined, field: string): string {
  const chosen = group ?? `origin-${origin}`;
  const groupOrigin = originOfGroup(chosen);
  if (groupOrigin && groupOrigin !== origin) throw new ApiError('BAD_REQUEST', `Grant ${chosen} at the origin ${groupOrigin}`, field);
  return chosen;
}

function requireGrantable(admin: AuthenticatedUser, group: string): void {
  if (!mayGrant(admin.groups, group)) throw new ApiError('FORBIDDEN', `You could not hold ${group} yourself, so you may not grant or revoke it`);
}

/**
 * Access rights per origin (requirements §7): who may administer which company, and with which groups. The
 * no-escalation rule (grantRules.ts) holds for every grant, revoke and new admin user; changes take
 * effect at the person's next request (groups are read with the session).
 */
export function registerAccessRightsRoutes(app: FastifyInstance, context: ServerPluginContext, services: AdminServices): void {
  const { db } = context;

  /** Grant or revoke one group in one transaction, with its audit entry; answers the person's rights after it. */
  async function changeGroup(
    request: FastifyRequest,
    admin: AuthenticatedUser,
    email: string,
    origin: CompanyCode,
    group: string,
    change: 'grant' | 'revoke',
  ): Promise<AccessRights> {
    return db.transaction(async (tx) => {
      requireOriginAdmin(admin, origin);
      requireGrantable(admin, group);
      const person = found(await personByEmail(tx, email, true));
      requireReach(admin, person);
      const sql =
        change === 'grant'
          ? 'insert into user_groups (user_id, group_name) values ($1, $2) on conflict do nothing'
          : 'delete from user_groups where user_id = $1 and group_name = $2';
      const result = await tx.query(sql, [person.id, group]);
      // Only a change is a write worth a log line; granting what is held already changes nothing.
      if ((result.affectedRows ?? 0) > 0) {
        await context.audit(
          request,
          { kind: 'admin.write', userId: admin.id, action: `admin.accessRights.${change}`, details: { targetUserId: person.id, origin, group } },
          tx,
        );
      }
      return accessRightsOf(found(await personById(tx, person.id)));
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: ADMIN_USERS_ROUTES.rightsOfUser,
    access: ACCESS_RIGHTS_ADMIN,
    pathParams: { email: { resource: 'adminPersonEmail' } },
    schemas: { params: emailParamsSchema, response: accessRightsSchema },
    async handler({ params, user }) {
      const person = found(await personByEmail(db, params.email));
      requireReach(user, person);
      return accessRightsOf(person);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: ADMIN_USERS_ROUTES.rightsOfOrigin,
    access: ACCESS_RIGHTS_ADMIN,
    pathParams: { origin: { resource: 'adminOrigin' } },
    schemas: { params: originParamsSchema, response: originRightsSchema },
    async handler({ params, user }) {
      const origin = originOf(params.origin);
      requireOriginAdmin(user, origin);
      return { origin, users: (await peopleOfOrigin(db, origin)).map(accessRightsOf) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: ADMIN_USERS_ROUTES.originRight,
    access: ACCESS_RIGHTS_ADMIN,
    pathParams: { email: { resource: 'adminPersonEmail' }, origin: { resource: 'adminOrigin' } },
    schemas: { params: originRightParamsSchema, body: grantBodySchema, response: accessRightsSchema },
    async handler({ params, body, user, request }) {
      const origin = originOf(params.origin);
      return changeGroup(request, user, params.email, origin, groupAt(origin, body.group, 'body.group'), 'grant');
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: ADMIN_USERS_ROUTES.originRight,
    access: ACCESS_RIGHTS_ADMIN,
    pathParams: { email: { resource: 'adminPersonEmail' }, origin: { resource: 'adminOrigin' } },
    schemas: { params: originRightParamsSchema, query: revokeQuerySchema, response: accessRightsSchema },
    async handler({ params, query, user, request }) {
      const origin = originOf(params.origin);
      return changeGroup(request, user, params.email, origin, groupAt(origin, query.group, 'query.group'), 'revoke');
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: ADMIN_USERS_ROUTES.createAdminUser,
    access: ACCESS_RIGHTS_ADMIN,
    status: 201,
    schemas: { body: createAdminUserBodySchema, response: accessRightsSchema },
    async handler({ body, user, request }) {
      const beyond = body.groups.filter((group) => !mayGrant(user.groups, group));
      if (beyond.length) throw new ApiError('FORBIDDEN', `You could not hold ${beyond.join(', ')} yourself, so you may not grant it`);
      return db.transaction(async (tx) => {
        const created = await services.accounts.create(tx, { email: body.email, name: body.name, groups: body.groups }, context.now());
        await context.audit(
          request,
          {
            kind: 'admin.write',
            userId: user.id,
            action: 'admin.accessRights.createUser',
            details: { createdUserId: created.id, groups: body.groups, origins: adminCompaniesOf(body.groups) },
          },
          tx,
        );
        return accessRightsOf(found(await personById(tx, created.id)));
      });
    },
  });
}

/** Everyone who may handle the origin: its group's members and the superusers, by address. */
async function peopleOfOrigin(db: Queryable, origin: CompanyCode): Promise<Person[]> {
  const { rows } = await db.query<{ id: string }>(
    `select distinct u.id, lower(u.email) from users u join user_groups g on g.user_id = u.id
      where g.group_name in ($1, 'superusers') order by lower(u.email)`,
    [`origin-${origin}`],
  );
  const people: Person[] = [];
  for (const row of rows) {
    const person = await personById(db, row.id);
    if (person) people.push(person);
  }
  return people;
}
