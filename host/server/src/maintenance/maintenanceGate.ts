import {
  ApiError,
  DEFAULT_PERMISSION_POLICY,
  defineRoute,
  evaluatePermission,
  MAINTENANCE_ERROR_CODE,
  MAINTENANCE_OFF,
  maintenanceStatusResponseSchema,
  type AuthenticatedUser,
  type MaintenanceService,
  type RouteInventoryEntry,
  type ServerPluginContext,
} from '@portal/core/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionAuth } from '../auth/sessionAuth';

interface MaintenanceGateDeps {
  readonly context: ServerPluginContext;
  readonly sessions: SessionAuth;
  /** The company's maintenance switch (core's maintenanceServiceRef); none when no plugin of its set keeps one. */
  readonly maintenance: MaintenanceService | undefined;
}

/** Administrators run the portal through its maintenance: the switch must never lock them out. */
const bypasses = (user: AuthenticatedUser | undefined): boolean =>
  !!user && evaluatePermission(user.groups, 'admin.access', DEFAULT_PERMISSION_POLICY);

/**
 * Maintenance mode (requirements §4), enforced by the host for every plugin at once: while the company's portal
 * is in maintenance, every API route that needs a caller answers 503 MAINTENANCE to anyone but an
 * administrator. Anonymous routes stay open — the auth calls (an administrator must be able to log in),
 * the flags, the public status below — as they serve no customer data. Installed on the /api scope
 * before any route, so it runs before core's route guard's permission and input checks: a customer
 * learns nothing else meanwhile.
 *
 * Costs one primary-key read per API call (no cache: a switch made on one replica holds on all of them
 * at once); a session lookup only while maintenance is on, and the guard reuses it (per-request cache).
 */
export function installMaintenanceGate(api: FastifyInstance, { sessions, maintenance }: MaintenanceGateDeps): void {
  if (!maintenance) return;
  api.addHook('onRequest', async (request) => {
    const entry = (request.routeOptions.config as { routeInventoryEntry?: RouteInventoryEntry } | undefined)?.routeInventoryEntry;
    // No declared route (a 404) or an anonymous one: nothing to keep from anybody.
    if (!entry || entry.access === 'anonymous') return;
    const state = await maintenance.current();
    if (!state.active) return;
    const refuse = () =>
      new ApiError(MAINTENANCE_ERROR_CODE, 'The portal is in maintenance', undefined, { message: state.message, since: state.since });
    // A customer's integration (external API key) has no administrator behind it: it waits like the customer.
    if (entry.access === 'apiKey') throw refuse();
    const current = await sessions.current(request);
    // No session: the guard's 401 comes first, so the web signs in again (an administrator then passes).
    if (!current || bypasses(current.user)) return;
    throw refuse();
  });
}

/** GET /api/v1/maintenance: the web shell's question "show the maintenance page?" (no session needed). */
export function registerMaintenanceStatusRoute(api: FastifyInstance, { context, sessions, maintenance }: MaintenanceGateDeps): void {
  defineRoute(api, {
    method: 'GET',
    url: '/v1/maintenance',
    access: 'anonymous',
    schemas: { response: maintenanceStatusResponseSchema },
    async handler({ request }: { request: FastifyRequest }) {
      const state = (await maintenance?.current()) ?? MAINTENANCE_OFF;
      const bypass = state.active && bypasses((await sessions.current(request))?.user);
      return { company: context.company, ...state, bypass };
    },
  });
}
