import type { ZodType, ZodTypeDef } from 'zod';
import type { FeatureFlagKey } from '../flags/featureFlags';
import type { UiMode } from '../gating/gate';
import type { PermissionKey } from '../permissions/permissionKeys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. The guard checks it before anything else, so a caller without the right learns
 * nothing about the route's input rules.
 * - `anonymous`: anyone (login, sign-up, public flags). The handler gets no user.
 * - `session`: a signed-in user (401 without a session).
 * - `{ permission }`: a signed-in user with an requirements §6 permission key (401, then 403).
 * - `apiKey`: a machine caller of the external API (401 until the host has an API-key store).
 */
export type RouteAccess = 'anonymous' | 'session' | 'apiKey' | { readonly permission: PermissionKey };

/**
 * What a path parameter names. `ownUserId`: the caller's own user id; another id answers 404 before
 * the input is even parsed. `activeUserId`: the caller's own id, or the id of a customer who has
 * granted the caller read rights (a representative acting for them, docs/representation.md): the
 * handler then gets the customer as its user (with `representedBy`), a write route answers 403, and
 * any other id 404. Any other value names a kind of resource (`location`, `invoice`,
 * `followUpOffer`, `flagOverride`…): the handler answers 404 for one the caller may not see, and the
 * route harness proves it with a resource of another user.
 */
export type PathParamRole = 'ownUserId' | 'activeUserId' | { readonly resource: string };

/**
 * Query parameters and top-level body fields that name a resource of a kind (for an array field, each
 * item does). Like a resource path parameter, one the caller may not see answers 404, and the route
 * harness proves it.
 */
export interface ResourceFields {
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: Readonly<Record<string, string>>;
}

type AnySchema = ZodType<unknown, ZodTypeDef, unknown>;

/** One route as the server knows it: the source of the route harness and of the OpenAPI document. */
export interface RouteInventoryEntry {
  readonly method: HttpMethod;
  /** Full path as Fastify matches it, with `/api` and `:params`. */
  readonly path: string;
  /** The server plugin that declared it; undefined for the host's own routes. */
  readonly pluginId: string | undefined;
  readonly access: RouteAccess;
  /** Every flag that must be on: the plugin's own, then the route's. */
  readonly flags: readonly FeatureFlagKey[];
  /** The modes the route serves; undefined = every mode. */
  readonly modes: readonly UiMode[] | undefined;
  /** How a caller outside `modes` is refused: 404 by the stored mode, or 403 without such a customership. */
  readonly modeRefusal: 'notFound' | 'forbidden';
  readonly writes: boolean;
  readonly pathParams: Readonly<Record<string, PathParamRole>>;
  readonly resourceFields: ResourceFields;
  readonly status: number;
  readonly schemas: {
    readonly params?: AnySchema;
    readonly query?: AnySchema;
    readonly body?: AnySchema;
    readonly response: AnySchema;
  };
}

/** The `:name` parameters of a Fastify path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/** The route's user-id parameter (`ownUserId` or `activeUserId`), if it has one. */
export function ownUserParam(entry: Pick<RouteInventoryEntry, 'pathParams'>): string | undefined {
  return Object.entries(entry.pathParams).find(([, role]) => role === 'ownUserId' || role === 'activeUserId')?.[0];
}

/** The route's `activeUserId` parameter, if it has one: a representative may name a represented customer there. */
export function activeUserParam(entry: Pick<RouteInventoryEntry, 'pathParams'>): string | undefined {
  return Object.entries(entry.pathParams).find(([, role]) => role === 'activeUserId')?.[0];
}
