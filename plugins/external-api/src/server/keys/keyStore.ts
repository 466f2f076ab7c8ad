import { apiKeyAuthServiceRef, createServiceFactory, type AuthenticatedUser, type ServerPluginContext } from '@portal/core/server';
import { localDateOf } from '@portal/domain';
import { mainUserServiceRef, type MainUserService } from '@portal/plugin-user-management/common';
import type { FastifyRequest } from 'fastify';
import { hashKey, keyOfHeader } from './keySecret';
import { countCall } from './rateLimit';

/** The key a request was authorised with: which company's places it reads, as whom. */
export interface KeyScope {
  readonly keyId: string;
  readonly customerCode: string;
  readonly user: AuthenticatedUser;
}

const scopes = new WeakMap<FastifyRequest, KeyScope>();

/** The key of a request the guard let through; a handler of an `apiKey` route always has one. */
export function keyScopeOf(request: FastifyRequest): KeyScope {
  const scope = scopes.get(request);
  if (!scope) throw new Error('keyScopeOf: the request was not authorised with an API key');
  return scope;
}

/** The key of a request, if it got as far as a valid key (the audit entry of a refused call has none). */
export function keyIdOf(request: FastifyRequest): { keyId: string; userId: string } | null {
  const scope = scopes.get(request);
  return scope ? { keyId: scope.keyId, userId: scope.user.id } : null;
}

interface KeyRow {
  id: string;
  customer_code: string;
  created_by: string;
  expires_on: string | null;
  revoked_at: Date | null;
  email: string;
  name: string;
}

/**
 * The caller of `Authorization: Bearer <key>`, for core's API-key service (apiKeyAuthServiceRef).
 * A key that is unknown, revoked, past its last day, of another portal, or whose maker is no longer
 * the company's main user is no key (401). The key acts as its maker with no groups (never an admin's
 * rights), through the same LocationAccess as the portal, narrowed to its company's places. Each call
 * counts against the key's rate limit (429) and stamps its last use.
 */
async function keyCaller(request: FastifyRequest, context: ServerPluginContext, mainUser: MainUserService): Promise<AuthenticatedUser | null> {
  const secret = keyOfHeader(request.headers.authorization);
  if (!secret) return null;
  const { rows } = await context.db.query<KeyRow>(
    `select k.id, k.customer_code, k.created_by, to_char(k.expires_on, 'YYYY-MM-DD') as expires_on, k.revoked_at, u.email, u.name
       from external_api_keys k join users u on u.id = k.created_by
      where k.key_hash = $1 and k.company = $2`,
    [hashKey(secret), context.company],
  );
  const key = rows[0];
  const now = context.now();
  if (!key || key.revoked_at) return null;
  // The key works through its last day, Helsinki time.
  if (key.expires_on && key.expires_on < localDateOf(now)) return null;
  if (!(await mainUser.mainUserCompanies(key.created_by)).includes(key.customer_code)) return null;
  const user: AuthenticatedUser = { id: key.created_by, email: key.email, name: key.name, groups: [] };
  // Known before the limit is checked, so a refused (429) call is audited under its key too.
  scopes.set(request, { keyId: key.id, customerCode: key.customer_code, user });
  await countCall(context.db, key.id, now);
  return user;
}

/** The plugin is the portal's API-key store; whether a key's maker is still main user is user management's to say. */
export const keyStoreFactory = createServiceFactory({
  service: apiKeyAuthServiceRef,
  deps: { mainUser: mainUserServiceRef },
  factory: ({ mainUser }, context) => ({ caller: (request) => keyCaller(request, context, mainUser) }),
});
