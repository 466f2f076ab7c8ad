import { ApiError, defineRoute, notFound, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AdminServices } from '../adminServices';
import {
  ADMIN_USERS_ROUTES,
  authenticatedUserSchema,
  createdUserSchema,
  createUserBodySchema,
  mappingRefreshSchema,
  refreshBodySchema,
  refreshParamsSchema,
  userIdBodySchema,
} from '../../contract/users';
import { mayGrant } from './grantRules';
import { found, personById, requireReach, requireSomeCompany } from './people';

/** requirements §6: "User admin needs users"; company-specific on top (people.ts). */
const USER_ADMIN = { permission: 'admin.users' } as const;

/**
 * Customer service's account tools: create a customer's login, delete an account, mark a person
 * strongly identified, and re-run their customer mapping. Every write is audited in its transaction.
 */
export function registerUserAdminRoutes(app: FastifyInstance, context: ServerPluginContext, services: AdminServices): void {
  const { db } = context;
  const { accounts } = services;

  defineRoute(app, {
    method: 'POST',
    url: ADMIN_USERS_ROUTES.create,
    access: USER_ADMIN,
    status: 201,
    schemas: { body: createUserBodySchema, response: createdUserSchema },
    async handler({ body, user, request }) {
      // A new login belongs to no company yet, but only a company's administrator makes logins.
      requireSomeCompany(user);
      return db.transaction(async (tx) => {
        const created = await accounts.create(tx, { email: body.email, name: body.name, phone: body.phone ?? null }, context.now());
        await context.audit(
          request,
          { kind: 'admin.write', userId: user.id, action: 'admin.users.create', details: { createdUserId: created.id } },
          tx,
        );
        return { priwattiUserId: created.id, email: body.email, name: body.name };
      });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: ADMIN_USERS_ROUTES.delete,
    access: USER_ADMIN,
    status: 204,
    schemas: { body: userIdBodySchema, response: z.undefined() },
    async handler({ body, user, request }) {
      const person = found(await personById(db, body.priwattiUserId));
      requireSomeCompany(user);
      requireReach(user, person);
      if (person.id === user.id) throw new ApiError('CONFLICT', 'Delete your own account in your settings', 'body.priwattiUserId');
      // Deleting an administrator takes their groups away: only someone who could grant each of them may.
      const beyond = person.groups.filter((group) => !mayGrant(user.groups, group));
      if (beyond.length) throw new ApiError('FORBIDDEN', `You could not grant ${beyond.join(', ')}, so you may not delete its holder`);
      const deleted = await accounts.delete(person.id, (tx) =>
        // By id only: the address goes with the account.
        context.audit(
          request,
          { kind: 'admin.write', userId: user.id, action: 'admin.users.delete', details: { deletedUserId: person.id, companies: person.companies } },
          tx,
        ),
      );
      if (!deleted) throw notFound('User');
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: ADMIN_USERS_ROUTES.authenticate,
    access: USER_ADMIN,
    schemas: { body: userIdBodySchema, response: authenticatedUserSchema },
    async handler({ body, user, request }) {
      requireSomeCompany(user);
      const now = context.now();
      return db.transaction(async (tx) => {
        const person = found(await personById(tx, body.priwattiUserId, true));
        requireReach(user, person);
        // Identified by an administrator: the address no longer needs its sign-up code to be trusted.
        await tx.query('update users set verified = true where id = $1', [person.id]);
        await tx.query(
          `insert into admin_user_identifications (user_id, identified_at, identified_by) values ($1, $2, $3)
           on conflict (user_id) do update set identified_at = excluded.identified_at, identified_by = excluded.identified_by`,
          [person.id, now, user.id],
        );
        await context.audit(
          request,
          { kind: 'admin.write', userId: user.id, action: 'admin.users.authenticate', details: { identifiedUserId: person.id } },
          tx,
        );
        return { priwattiUserId: person.id, email: person.email, name: person.name, verified: true as const, identifiedAt: now.toISOString() };
      });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: ADMIN_USERS_ROUTES.refreshMappings,
    access: USER_ADMIN,
    pathParams: { priwattiUserId: { resource: 'adminPerson' } },
    schemas: { params: refreshParamsSchema, body: refreshBodySchema, response: mappingRefreshSchema },
    async handler({ params, body, user, request }) {
      const person = found(await personById(db, params.priwattiUserId));
      requireSomeCompany(user);
      requireReach(user, person);
      const force = body.force === true;
      return db.transaction(async (tx) => {
        const refresh = await accounts.refreshMappings(tx, person.id, force);
        await context.audit(
          request,
          { kind: 'admin.write', userId: user.id, action: 'admin.users.refreshMappings', details: { refreshedUserId: person.id, force, ...refresh } },
          tx,
        );
        return { priwattiUserId: person.id, ...refresh };
      });
    },
  });
}
