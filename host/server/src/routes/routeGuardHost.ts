import {
  DEFAULT_PERMISSION_POLICY,
  evaluatePermission,
  installRouteGuard,
  type RouteGuardHost,
  type RouteInventoryEntry,
  type ServerPluginContext,
} from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import type { SessionAuth } from '../auth/sessionAuth';

export interface RouteGuardDeps {
  readonly context: ServerPluginContext;
  readonly sessions: SessionAuth;
  /** Log why a request answered 404 (development only; never in the response). */
  readonly developmentHints: boolean;
}

const INVENTORY = Symbol.for('portal.routeInventory');

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
  const host: RouteGuardHost = {
    async caller(request) {
      const current = await deps.sessions.current(request);
      // The stored UI mode is what /v2/user/:id/ui gives the web's mode service, so web and server agree.
      if (!current) return null;
      // The sides come from the customerships at this company, already loaded with the session.
      const sides = [...new Set(current.profile.customerCodes.filter((c) => c.company === deps.context.company).map((c) => c.customerType))];
      return { user: current.user, mode: current.profile.uiMode, sides };
    },
    can: (user, permission) => evaluatePermission(user.groups, permission, DEFAULT_PERMISSION_POLICY),
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
