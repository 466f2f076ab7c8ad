import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeatureFlagKey } from '../flags/featureFlags';
import type { UiMode } from '../gating/gate';
import type { PermissionKey } from '../permissions/permissionKeys';
import type { ActingKind, AuthenticatedUser } from './access';
import type { RouteInventoryEntry } from './routeInventory';

/**
 * The customer a caller may act for, as the host finds them: a representative's grantor (kind absent
 * or 'representative'), or a customer of a company an administrator handles (kind 'admin'). The host
 * throws ApiError FORBIDDEN for an administrator naming a customer of a company they do not handle.
 */
export type ActedCustomer = Omit<AuthenticatedUser, 'representedBy'> & { readonly kind?: ActingKind };

/** The signed-in caller as the guard needs them: the user and the mode the web shows them (requirements §6). */
export interface RouteCaller {
  readonly user: AuthenticatedUser;
  /** The user's stored UI mode, the same value `/v2/user/:id/ui` gives the web's mode service. */
  readonly mode: UiMode;
  /**
   * The sides the user has at this company (their customerships' types: B2C, B2B or both). A route
   * with `modeRefusal: 'forbidden'` checks these, not the stored mode; absent = only `mode`.
   */
  readonly sides?: readonly UiMode[];
}

/**
 * How a route refuses a caller outside its modes. 'notFound' (default): the stored UI mode decides
 * and another mode answers 404, as if the route did not exist. 'forbidden': the caller's customerships
 * decide (requirements §6 "B2B list queries run only for B2B customers"): a user without that side at all
 * gets 403, and a user who has it may call the route whichever side the web is showing.
 */
export type ModeRefusal = 'notFound' | 'forbidden';

/** What the host gives core's route guard: sessions, permissions, flags, and where routes are listed. */
export interface RouteGuardHost {
  /** The caller of a session cookie, or null. */
  caller(request: FastifyRequest): Promise<RouteCaller | null>;
  /** The caller of an API key, or null; a host without API keys leaves it out (every `apiKey` route is 401). */
  apiKeyCaller?(request: FastifyRequest): Promise<AuthenticatedUser | null>;
  can(user: AuthenticatedUser, permission: PermissionKey): boolean;
  /**
   * The customer `customerId` as a representative `caller` may act for them: only when the customer
   * has an active grant to the caller at this company's portal (and representation is on), else null.
   * The answer has no groups. A host without representation leaves it out (every other id is 404).
   */
  representedCustomer?(caller: AuthenticatedUser, customerId: string): Promise<ActedCustomer | null>;
  /**
   * Records one request of an administrator acting for a customer (kind 'admin') in the audit log,
   * after the guard let it through: every view as the customer is on record.
   */
  auditActing?(request: FastifyRequest, user: AuthenticatedUser, entry: RouteInventoryEntry): Promise<void>;
  isFlagOn(flag: FeatureFlagKey, user: AuthenticatedUser | undefined): Promise<boolean>;
  /** Development only: why a request answered 404. Never part of the response. */
  hint(request: FastifyRequest, message: string): void;
  /** Every declared route, once, at start-up. */
  record(entry: RouteInventoryEntry): void;
}

/** What a server plugin's scope adds to its routes: the plugin's own gate (manifest `enabledWhen`). */
export interface RouteScope {
  readonly pluginId?: string;
  readonly flag?: FeatureFlagKey;
  readonly modes?: readonly UiMode[];
  readonly modeRefusal?: ModeRefusal;
}

export interface RouteGuardBinding {
  readonly host: RouteGuardHost;
  readonly scope: RouteScope;
}

// A plain property, not a Fastify decorator: a child scope is created from its parent's prototype, so
// a plugin scope sees the host's binding and can shadow it with its own scope without a name clash.
const BINDING = Symbol.for('portal.routeGuard');

type Bound = Record<symbol, RouteGuardBinding | undefined>;

/** Called by the host once on its API scope; without it defineRoute refuses to register anything. */
export function installRouteGuard(app: FastifyInstance, host: RouteGuardHost): void {
  (app as unknown as Bound)[BINDING] = { host, scope: {} };
}

/** Called by the host on each server plugin's own scope, so its routes carry the plugin's flag and modes. */
export function bindRouteScope(app: FastifyInstance, scope: RouteScope): void {
  const parent = routeGuardBinding(app);
  if (!parent) throw new Error('bindRouteScope: install the route guard on a parent scope first');
  (app as unknown as Bound)[BINDING] = { host: parent.host, scope };
}

export function routeGuardBinding(app: FastifyInstance): RouteGuardBinding | undefined {
  return (app as unknown as Bound)[BINDING];
}
