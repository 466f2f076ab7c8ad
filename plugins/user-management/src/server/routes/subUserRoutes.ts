import { randomUUID } from 'node:crypto';
import { ApiError, defineRoute, type ServerPluginContext } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import type { ZodType, ZodTypeDef } from 'zod';
import { USER_MANAGEMENT_BASE } from '../../contract/paths';
import {
  companyUserParamsSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  okResponseSchema,
  removeLabelRequestSchema,
  removeLocationRequestSchema,
  subUserRequestSchema,
  updateAccessRightsRequestSchema,
  userSettingsResponseSchema,
} from '../../contract/userManagement';
import { companyName } from '../company/companyName';
import { requireMainUser, requireSubUser, type CompanyRef } from '../company/companyRole';
import { deleteLabelRules, saveLabelRules, syncLabelRules } from '../company/labelRules';
import { settingsOf } from '../company/members';
import { joinCompany, leaveCompany } from '../company/membership';
import { grantPlaces, revokePlaces } from '../company/grants';
import { enqueueInvitationMail } from '../notify/invitationMail';
import { subUserAddedKind } from '../notify/subUserAddedKind';
import { COMPANY_PATH_PARAMS, companyRef } from './companyRef';

/** Where the invitation link points: the origin the main user's browser used, as the sign-up page lives there. */
function requestOrigin(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}

/** The write routes on sub-users (requirements §7): create, updateAccessRights, removeLocation, removeAllLocations, removeUser. */
export function registerSubUserRoutes(app: FastifyInstance, context: ServerPluginContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'POST',
    url: `${USER_MANAGEMENT_BASE}/create`,
    access: 'session',
    pathParams: COMPANY_PATH_PARAMS,
    schemas: { params: companyUserParamsSchema, body: createUserRequestSchema, response: createUserResponseSchema },
    async handler({ params, body, user, request }) {
      const ref = companyRef(context, params);
      await requireMainUser(db, ref, user, context.now());
      const at = context.now();
      const name = await companyName(db, ref);
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>('select id from users where lower(email) = lower($1)', [body.email]);
        const existing = rows[0];
        if (existing) {
          if (existing.id === user.id) throw new ApiError('BAD_REQUEST', 'You are already the main user', 'body.email');
          if (!(await joinCompany(tx, ref, existing.id, at))) throw new ApiError('CONFLICT', 'Already a user of the company', 'body.email');
          await context.notifications.notify(
            {
              kind: subUserAddedKind.kind,
              userId: existing.id,
              payload: { companyName: name, mainUserName: user.name },
              dedupeKey: `sub-user-added:${ref.company}:${ref.customerCode}:${at.toISOString()}`,
            },
            { tx },
          );
          return { outcome: 'added' as const, userId: existing.id };
        }
        const invited = await tx.query(
          `insert into user_management_invitations (id, company, customer_code, email, invited_by, created_at)
           values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
          [randomUUID(), ref.company, ref.customerCode, body.email, user.id, at],
        );
        if ((invited.affectedRows ?? 0) === 0) throw new ApiError('CONFLICT', 'This address has already been invited', 'body.email');
        await enqueueInvitationMail(tx, { email: body.email, companyName: name, mainUserName: user.name, origin: requestOrigin(request) }, at);
        return { outcome: 'invited' as const, userId: null };
      });
    },
  });

  /**
   * Every write on one sub-user: the caller must be the company's main user and the sub-user one of
   * the company's users (else 404, as if absent); then `work` runs with the company named in the path.
   */
  function defineSubUserWrite<B extends { subUserId: string }, R>(
    name: string,
    schemas: { body: ZodType<B, ZodTypeDef, unknown>; response: ZodType<R, ZodTypeDef, unknown> },
    work: (ref: CompanyRef, body: B) => Promise<R>,
  ): void {
    defineRoute(app, {
      method: 'POST',
      url: `${USER_MANAGEMENT_BASE}/${name}`,
      access: 'session',
      pathParams: COMPANY_PATH_PARAMS,
      resourceFields: { body: { subUserId: 'subUser' } },
      schemas: { params: companyUserParamsSchema, ...schemas },
      async handler({ params, body, user }) {
        const ref = companyRef(context, params);
        await requireMainUser(db, ref, user, context.now());
        await requireSubUser(db, ref, body.subUserId);
        return work(ref, body);
      },
    });
  }

  defineSubUserWrite('updateAccessRights', { body: updateAccessRightsRequestSchema, response: userSettingsResponseSchema }, async (ref, body) => {
    await db.transaction(async (tx) => {
      if (body.locations.length) await grantPlaces(tx, ref, body.subUserId, body.locations, body.expiresOn ?? null);
      if (body.labels.length) {
        await saveLabelRules(tx, ref, body.subUserId, body.labels, body.expiresOn ?? null);
        await syncLabelRules(tx, body.subUserId);
      }
    });
    return settingsOf(db, ref, body.subUserId);
  });

  defineSubUserWrite('removeLocation', { body: removeLocationRequestSchema, response: okResponseSchema }, async (ref, body) => {
    const removed = await db.transaction((tx) => revokePlaces(tx, ref, body.subUserId, [body.locationIdentifier]));
    if (!removed) throw new ApiError('NOT_FOUND', 'Use place not found', 'body.locationIdentifier');
    return { ok: true as const };
  });

  defineSubUserWrite('removeAllLocations', { body: subUserRequestSchema, response: okResponseSchema }, async (ref, body) => {
    await db.transaction(async (tx) => {
      await deleteLabelRules(tx, ref, body.subUserId, null);
      await revokePlaces(tx, ref, body.subUserId, null);
    });
    return { ok: true as const };
  });

  // Not a requirements §7 path: ends a rule by label (its places go, unless given place by place too).
  defineSubUserWrite('removeLabel', { body: removeLabelRequestSchema, response: okResponseSchema }, async (ref, body) => {
    const removed = await db.transaction(async (tx) => {
      const count = await deleteLabelRules(tx, ref, body.subUserId, body.label);
      await syncLabelRules(tx, body.subUserId);
      return count;
    });
    if (!removed) throw new ApiError('NOT_FOUND', 'Label rule not found', 'body.label');
    return { ok: true as const };
  });

  // requirements §2 "user delete": the sub-user leaves the company with every right they had on its places.
  defineSubUserWrite('removeUser', { body: subUserRequestSchema, response: okResponseSchema }, async (ref, body) => {
    await db.transaction(async (tx) => {
      await deleteLabelRules(tx, ref, body.subUserId, null);
      await revokePlaces(tx, ref, body.subUserId, null);
      await leaveCompany(tx, ref, body.subUserId);
    });
    return { ok: true as const };
  });
}
