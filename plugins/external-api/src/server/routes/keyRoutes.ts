import { ApiError, defineRoute, notFound, type PathParamRole, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiKeysResponseSchema, createApiKeyBodySchema, createdApiKeySchema } from '../../contract/apiKeys';
import type { ExternalApiServices } from '../externalApiServices';
import { newKeySecret } from '../keys/keySecret';
import { companyNames, insertKey, keysOf, revokeKey } from '../keys/keyRows';

const USER_PATH = '/v2/b2b/servicelocation/user/:id/apiKeys';
const COMPANY_PATH = '/v2/b2b/company/:companyReferenceId/servicelocation/user/:id/apiKeys';
const COMPANY_PARAMS: Readonly<Record<string, PathParamRole>> = { companyReferenceId: { resource: 'company' }, id: 'ownUserId' };

const userParams = z.object({ id: z.string() });
const companyParams = z.object({ companyReferenceId: z.string().min(1).max(40), id: z.string() });
const keyParams = companyParams.extend({ keyId: z.string().min(1).max(60) });

// Key management is a B2B main user's (requirements §2 "main user"); a B2C-only caller gets 403 like user management.
const B2B_ONLY = { modes: ['B2B'], modeRefusal: 'forbidden' } as const;

/**
 * A company's main user lists, makes and revokes its API keys. Who is the main user is the
 * user-management plugin's to say (its mainUserService); a company the caller is not the main
 * user of answers 404, as if it did not exist. Creation and revocation are audited.
 */
export function registerKeyRoutes(app: FastifyInstance, context: ServerPluginContext, { mainUser }: ExternalApiServices): void {
  async function requireMainUserOf(userId: string, customerCode: string): Promise<void> {
    if (!(await mainUser.mainUserCompanies(userId)).includes(customerCode)) throw notFound('Company');
  }

  defineRoute(app, {
    method: 'GET',
    url: USER_PATH,
    access: 'session',
    ...B2B_ONLY,
    pathParams: { id: 'ownUserId' },
    schemas: { params: userParams, response: apiKeysResponseSchema },
    async handler({ user }) {
      const codes = await mainUser.mainUserCompanies(user.id);
      const names = await companyNames(context.db, context.company, codes);
      return {
        companies: codes.map((code) => ({ companyReferenceId: code, name: names.get(code) ?? null })),
        keys: await keysOf(context.db, context.company, codes),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: COMPANY_PATH,
    access: 'session',
    ...B2B_ONLY,
    pathParams: COMPANY_PARAMS,
    status: 201,
    schemas: { params: companyParams, body: createApiKeyBodySchema, response: createdApiKeySchema },
    async handler({ params, body, user, request }) {
      await requireMainUserOf(user.id, params.companyReferenceId);
      // A last day already past would make a key that never works (Helsinki days, as the check at each call).
      if (body.expiresOn && body.expiresOn < localDateOf(context.now())) {
        throw new ApiError('BAD_REQUEST', 'The last day must not be in the past', 'body.expiresOn');
      }
      const { secret, hash, prefix } = newKeySecret();
      return context.db.transaction(async (tx) => {
        const key = await insertKey(tx, {
          id: randomUUID(),
          company: context.company,
          customerCode: params.companyReferenceId,
          createdBy: user.id,
          name: body.name,
          prefix,
          hash,
          createdAt: context.now(),
          expiresOn: body.expiresOn ?? null,
        });
        await context.audit(
          request,
          { kind: 'apiKey.created', userId: user.id, details: { keyId: key.id, name: key.name, companyReferenceId: key.companyReferenceId } },
          tx,
        );
        return { key, secret };
      });
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${COMPANY_PATH}/:keyId`,
    access: 'session',
    ...B2B_ONLY,
    pathParams: { ...COMPANY_PARAMS, keyId: { resource: 'apiKey' } },
    status: 204,
    schemas: { params: keyParams, response: z.undefined() },
    async handler({ params, user, request }) {
      await requireMainUserOf(user.id, params.companyReferenceId);
      await context.db.transaction(async (tx) => {
        if (!(await revokeKey(tx, context.company, params.companyReferenceId, params.keyId, context.now()))) throw notFound('API key');
        await context.audit(
          request,
          { kind: 'apiKey.revoked', userId: user.id, details: { keyId: params.keyId, companyReferenceId: params.companyReferenceId } },
          tx,
        );
      });
      return undefined;
    },
  });
}
