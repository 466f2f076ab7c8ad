import {
  adminCompaniesOf,
  ApiError,
  DEFAULT_PERMISSION_POLICY,
  evaluatePermission,
  installRouteGuard,
  preparedSql,
  type ActedCustomer,
  type AuthenticatedUser,
  type RouteGuardHost,
  type RouteInventoryEntry,
  type ApiKeyAuthenticator,
  type ServerPluginContext,
} from '@portal/core/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionAuth } from '../auth/sessionAuth';

export interface RouteGuardDeps {
  readonly context: ServerPluginContext;
  readonly sessions: SessionAuth;
  /** Log why a request answered 404 (development only; never in the response). */
  readonly developmentHints: boolean;
  /** The company's API-key store (core's apiKeyAuthServiceRef); none: every `apiKey` route answers 401. */
  readonly apiKeyAuth?: ApiKeyAuthenticator;
}

const INVENTORY = Symbol.for('portal.routeInventory');

// A customer the caller may act for: the caller holds a representative grant on a place of this
// company that the customer owns. location_access is the one source: activation writes those rows and
// revocation and expiry delete them, so the guard sees a revoked grant at once (docs/representation.md).
const REPRESENTED_CUSTOMER = preparedSql(
  'route_guard_represented_customer',
  `select u.id, u.email, u.name from users u
    where u.id = $2 and u.id <> $1 and exists (
      select 1 from location_access r
        join locations l on l.location_identifier = r.location_identifier
        join location_access o on o.location_identifier = r.location_identifier and o.user_id = u.id and o.relation = 'owner'
       where r.user_id = $1 and r.relation = 'representative' and l.company = $3)`,
);

// A customer of this portal's company (a customership here), for an administrator to view as: the
// login's name and address, and whether they are a customer here at all.
const ADMIN_VIEWED_CUSTOMER = preparedSql(
  'route_guard_admin_viewed_customer',
  `select u.id, u.email, u.name from users u
    where u.id = $1 and exists (select 1 from customerships c where c.user_id = u.id and c.company = $2)`,
);

/**
 * Refuses to start when anything under /api is registered without core's defineRoute (so without an
 * access declaration): such a route would bypass the guard and the route harness. Call it on the root
 * instance before any route is added; it also gives the server its (empty) route inventory.
 */
export function requireDeclaredRoutes(app: FastifyInstance): void {
  (app as unknown as Record<symbol, RouteInventoryEntry[]>)[INVENTORY] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify adds a HEAD twin for every GET by itself; the GET is the declared route.
    if (methods.every((method) => method === 'HEAD')) return;
    if (!route.url.startsWith('/api/')) return;
    const declared = (route.config as { routeInventoryEntry?: RouteInventoryEntry } | undefined)?.routeInventoryEntry;
    if (!declared) {
      throw new Error(`${methods.join(',')} ${route.url} was registered without core's defineRoute (no access declaration)`);
    }
  });
}

/** Installs core's route guard on the API scope, listing every declared route in the app's inventory. */
export function installHostRouteGuard(app: FastifyInstance, api: FastifyInstance, deps: RouteGuardDeps): void {
  const inventory = (app as unknown as Record<symbol, RouteInventoryEntry[] | undefined>)[INVENTORY];
  if (!inventory) throw new Error('installHostRouteGuard: call requireDeclaredRoutes on the root instance first');
  const keyStore = deps.apiKeyAuth;
  const host: RouteGuardHost = {
    ...(keyStore ? { apiKeyCaller: (request: FastifyRequest) => keyStore.caller(request) } : {}),
    async caller(request) {
      const current = await deps.sessions.current(request);
      // The stored UI mode is what /v2/user/:id/ui gives the web's mode service, so web and server agree.
      if (!current) return null;
      // The sides come from the customerships at this company, already loaded with the session.
      const sides = [...new Set(current.profile.customerCodes.filter((c) => c.company === deps.context.company).map((c) => c.customerType))];
      return { user: current.user, mode: current.profile.uiMode, sides };
    },
    can: (user, permission) => evaluatePermission(user.groups, permission, DEFAULT_PERMISSION_POLICY),
    async representedCustomer(caller, customerId) {
      // The flag is the caller's: with representation off at this portal no representative acts for anybody.
      if (await deps.context.isFlagOn('representative', caller)) {
        const { rows } = await deps.context.db.query<{ id: string; email: string; name: string }>(REPRESENTED_CUSTOMER, [
          caller.id,
          customerId,
          deps.context.company,
        ]);
        if (rows[0]) return { ...rows[0], groups: [] };
      }
      return adminViewedCustomer(deps, caller, customerId);
    },
    async auditActing(request, user, entry) {
      const acting = user.representedBy;
      if (!acting) return;
      await deps.context.audit(request, {
        kind: 'admin.view',
        userId: acting.id,
        action: 'customers.viewAs',
        details: { targetUserId: user.id, route: `${entry.method} ${entry.path}`, viewing: acting.viewing },
      });
    },
    isFlagOn: (flag, user) => deps.context.isFlagOn(flag, user),
    hint(request, message) {
      if (deps.developmentHints) request.log.info({ hint: message }, 'development hint');
    },
    record: (entry) => inventory.push(entry),
  };
  installRouteGuard(api, host);
}

/** Every route the server declared, in registration order: the harness's input, later OpenAPI's. */
export function routeInventory(app: FastifyInstance): readonly RouteInventoryEntry[] {
  const inventory = (app as unknown as Record<symbol, RouteInventoryEntry[] | undefined>)[INVENTORY];
  if (!inventory) throw new Error('This server was not built by buildServer: it has no route inventory');
  return inventory;
}

/**
 * View as the customer (docs/admin.md): an administrator with `admin.users` may act, read-only, for a
 * customer of this portal's company when the company is one they handle (adminCompaniesOf). A
 * customer of this company that the administrator does not handle answers 403, like the admin search;
 * anyone else is nobody (null → 404).
 */
async function adminViewedCustomer(deps: RouteGuardDeps, caller: AuthenticatedUser, customerId: string): Promise<ActedCustomer | null> {
  if (caller.representedBy || !evaluatePermission(caller.groups, 'admin.users', DEFAULT_PERMISSION_POLICY)) return null;
  // An administrator never acts for themself or another administrator through this door.
  if (customerId === caller.id) return null;
  const { rows } = await deps.context.db.query<{ id: string; email: string; name: string }>(ADMIN_VIEWED_CUSTOMER, [
    customerId,
    deps.context.company,
  ]);
  const customer = rows[0];
  if (!customer) return null;
  if (!adminCompaniesOf(caller.groups).includes(deps.context.company)) {
    throw new ApiError('FORBIDDEN', 'This customer belongs to a company you do not handle');
  }
  return { ...customer, groups: [], kind: 'admin' };
}
