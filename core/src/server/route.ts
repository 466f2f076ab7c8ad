import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType, ZodTypeDef } from 'zod';
import type { FeatureFlagKey } from '../flags/featureFlags';
import type { UiMode } from '../gating/gate';
import type { AuthenticatedUser } from './access';
import { ApiError, notFound } from './errors';
import { routeGuardBinding, type ModeRefusal, type RouteGuardHost } from './routeGuard';
import {
  activeUserParam,
  ownUserParam,
  pathParamNames,
  type HttpMethod,
  type PathParamRole,
  type ResourceFields,
  type RouteAccess,
  type RouteInventoryEntry,
} from './routeInventory';
import { requireDecodableQuery, requireSafeText, type RequestPart } from './safeText';

export type { HttpMethod } from './routeInventory';

type Schema<T> = ZodType<T, ZodTypeDef, unknown>;

/** Request parts a route validates; any part without a schema is ignored (and reaches the handler as undefined). */
export interface RouteSchemas<P, Q, B, R> {
  readonly params?: Schema<P>;
  readonly query?: Schema<Q>;
  readonly body?: Schema<B>;
  /** The answer is validated too: a handler that returns the wrong shape is a server bug (500), not a leak. */
  readonly response: Schema<R>;
}

/** The user a handler gets: none on an anonymous route, the authenticated caller on every other. */
export type RouteUser<A extends RouteAccess> = A extends 'anonymous' ? null : AuthenticatedUser;

export interface RouteInput<P, Q, B, U = AuthenticatedUser | null> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The caller, already authenticated, authorised and owner-checked by the guard. */
  readonly user: U;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface RouteDefinition<P, Q, B, R, A extends RouteAccess = RouteAccess> {
  readonly method: HttpMethod;
  /** Fastify path, e.g. `/v2/user/:id/ui`. */
  readonly url: string;
  /** Who may call it; required, checked before any input is looked at. */
  readonly access: A;
  /** Flags this route needs beyond its plugin's own; off → 404 as if the route did not exist. */
  readonly flags?: readonly FeatureFlagKey[];
  /** Modes (B2C/B2B) the route serves beyond its plugin's own limit; another mode → 404. */
  readonly modes?: readonly UiMode[];
  /** How a caller outside `modes` is refused (routeGuard.ts ModeRefusal); default: the plugin's, else 'notFound'. */
  readonly modeRefusal?: ModeRefusal;
  /** Whether a call changes stored data; default: every method but GET. */
  readonly writes?: boolean;
  /** What each `:param` of the url names; every one must be declared. */
  readonly pathParams?: Readonly<Record<string, PathParamRole>>;
  /** Query parameters and body fields that name a resource (the handler answers 404 for a foreign one). */
  readonly resourceFields?: ResourceFields;
  readonly schemas: RouteSchemas<P, Q, B, R>;
  /** Success status; 204 sends no body (use `z.void()` or `z.undefined()` as the response schema). */
  readonly status?: number;
  readonly handler: (input: RouteInput<P, Q, B, RouteUser<A>>) => Promise<R> | R;
}

/**
 * Parses one request part. The first issue names the field as `part.path.to.field`, so the web can put
 * the message next to the input that caused it.
 */
function parsePart<T>(schema: Schema<T> | undefined, value: unknown, part: RequestPart): T {
  // Checked even without a schema: no route takes text PostgreSQL cannot store, used or not.
  requireSafeText(value, part);
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.length ? `${part}.${issue.path.join('.')}` : part;
  throw new ApiError('BAD_REQUEST', issue?.message ?? 'Invalid input', path);
}

function isValidAccess(access: unknown): access is RouteAccess {
  if (access === 'anonymous' || access === 'session' || access === 'apiKey') return true;
  return typeof access === 'object' && access !== null && typeof (access as { permission?: unknown }).permission === 'string';
}

/** Start-up errors for a declaration the guard could not enforce. */
function checkDeclaration(definition: RouteDefinition<unknown, unknown, unknown, unknown, RouteAccess>, where: string): void {
  if (!isValidAccess(definition.access)) {
    throw new Error(`${where}: declare who may call it (access: 'anonymous' | 'session' | 'apiKey' | { permission })`);
  }
  const declared = Object.keys(definition.pathParams ?? {});
  const inPath = pathParamNames(definition.url);
  const undeclared = inPath.filter((name) => !declared.includes(name));
  if (undeclared.length) throw new Error(`${where}: declare what :${undeclared.join(', :')} names in pathParams`);
  const stray = declared.filter((name) => !inPath.includes(name));
  if (stray.length) throw new Error(`${where}: pathParams ${stray.join(', ')} are not in the path`);
  if (inPath.length && !definition.schemas.params) throw new Error(`${where}: path parameters need a params schema`);
  const anonymous = definition.access === 'anonymous';
  const roles = Object.values(definition.pathParams ?? {});
  if (anonymous && (roles.includes('ownUserId') || roles.includes('activeUserId'))) {
    throw new Error(`${where}: an anonymous route has no caller to own a user id`);
  }
  if (anonymous && definition.modes) throw new Error(`${where}: an anonymous route has no mode to check`);
  if (roles.filter((role) => role === 'ownUserId' || role === 'activeUserId').length > 1) {
    throw new Error(`${where}: one user id parameter per route`);
  }
}

/**
 * The user a route with a user-id parameter acts as. Own id → the caller. On an `activeUserId`
 * parameter, a customer who granted the caller read rights → that customer with `representedBy`, and
 * a write route → 403 (a representative only reads, whatever the handler would check). Anything else
 * answers exactly like a missing user: 404.
 */
async function actingUser(
  host: RouteGuardHost,
  entry: RouteInventoryEntry,
  caller: AuthenticatedUser | null,
  raw: unknown,
): Promise<AuthenticatedUser | null> {
  if (raw === caller?.id) return caller;
  if (!caller || typeof raw !== 'string' || !activeUserParam(entry) || !host.representedCustomer) throw notFound('User');
  // Only a plausible id reaches the host's lookup: NUL, control characters or odd bytes in the raw
  // parameter would fail the database (500) before the text check that runs later, in the handler.
  if (!USER_ID_SHAPE.test(raw)) throw notFound('User');
  // A representative never acts for someone while acting already: the caller here is the session's user.
  const customer = await host.representedCustomer(caller, raw);
  if (!customer) throw notFound('User');
  // Whoever acts for a customer only reads: a write route is refused whatever the handler would check.
  if (entry.writes) throw new ApiError('FORBIDDEN', 'Acting for a customer gives read rights only');
  const viewing = entry.pluginId ?? 'host';
  return {
    id: customer.id,
    email: customer.email,
    name: customer.name,
    groups: [],
    representedBy:
      customer.kind === 'admin' ? { kind: 'admin', id: caller.id, email: caller.email, viewing } : { id: caller.id, email: caller.email, viewing },
  };
}

interface Authenticated {
  readonly user: AuthenticatedUser | null;
  readonly mode: UiMode | null;
  readonly sides: readonly UiMode[];
}

async function authenticate(host: RouteGuardHost, access: RouteAccess, request: FastifyRequest): Promise<Authenticated> {
  // Anonymous routes do not even look at the session: some (session-status) must not slide its expiry.
  if (access === 'anonymous') return { user: null, mode: null, sides: [] };
  if (access === 'apiKey') {
    const user = host.apiKeyCaller ? await host.apiKeyCaller(request) : null;
    if (!user) throw new ApiError('UNAUTHORIZED', 'A valid API key is required');
    return { user, mode: null, sides: [] };
  }
  const caller = await host.caller(request);
  if (!caller) throw new ApiError('UNAUTHORIZED', 'Sign in to continue');
  if (typeof access === 'object' && !host.can(caller.user, access.permission)) {
    throw new ApiError('FORBIDDEN', 'You do not have permission for this');
  }
  return { user: caller.user, mode: caller.mode, sides: caller.sides ?? [caller.mode] };
}

/** The guard's mode check: null when the caller may go on, else the refusal to throw. */
function modeRefused(entry: RouteInventoryEntry, mode: UiMode | null, sides: readonly UiMode[]): ApiError | null {
  if (!entry.modes || !mode) return null;
  if (entry.modeRefusal === 'forbidden') {
    return entry.modes.some((served) => sides.includes(served)) ? null : new ApiError('FORBIDDEN', `Only for ${entry.modes.join('/')} customers`);
  }
  return entry.modes.includes(mode) ? null : notFound();
}

/** What a user id may look like (UUIDs, the demo's numeric ids); anything else is nobody. */
const USER_ID_SHAPE = /^[A-Za-z0-9_.:-]{1,128}$/;

const callers = new WeakMap<FastifyRequest, AuthenticatedUser | null>();

/**
 * The one way to declare an API route. Before any input is looked at, core's guard answers, in order:
 * no session → 401; missing permission → 403; a flag off (the plugin's or the route's) → 404; another
 * user's id in an `ownUserId` parameter → 404; in an `activeUserId` parameter the id of a customer
 * represented by the caller → the handler acts for that customer (a write route → 403), any other id →
 * 404; a mode the route does not serve → 404 (403 with `modeRefusal: 'forbidden'`). Then each
 * part's text is checked (NUL, control characters, invalid UTF-8 → 400) and parsed with its zod
 * schema (→ 400 naming the field), and only then the handler runs with the authenticated user.
 * Every route is listed in the host's route inventory (method, path, access, flags, params, schemas).
 * Mount it inside the `/api` scope the host gives you; the url is the requirements §7 path without `/api`.
 */
export function defineRoute<P = undefined, Q = undefined, B = undefined, R = unknown, const A extends RouteAccess = RouteAccess>(
  app: FastifyInstance,
  definition: RouteDefinition<P, Q, B, R, A>,
): void {
  const where = `Route ${definition.method} ${definition.url}`;
  const binding = routeGuardBinding(app);
  if (!binding) throw new Error(`${where}: the host has not installed core's route guard on this scope`);
  checkDeclaration(definition as unknown as RouteDefinition<unknown, unknown, unknown, unknown, RouteAccess>, where);
  const { host, scope } = binding;
  const { schemas } = definition;
  const access: RouteAccess = definition.access;
  const flags = [...(scope.flag ? [scope.flag] : []), ...(definition.flags ?? [])];
  const modes = definition.modes ?? scope.modes;
  const entry: RouteInventoryEntry = {
    method: definition.method,
    path: `${app.prefix}${definition.url}`,
    pluginId: scope.pluginId,
    access,
    flags,
    modes: scope.modes && definition.modes ? definition.modes.filter((m) => scope.modes?.includes(m)) : modes,
    modeRefusal: definition.modeRefusal ?? scope.modeRefusal ?? 'notFound',
    writes: definition.writes ?? definition.method !== 'GET',
    pathParams: definition.pathParams ?? {},
    resourceFields: definition.resourceFields ?? {},
    status: definition.status ?? 200,
    schemas: schemas as RouteInventoryEntry['schemas'],
  };
  const ownerParam = ownUserParam(entry);
  host.record(entry);

  app.route({
    method: definition.method,
    url: definition.url,
    config: { routeInventoryEntry: entry },
    // onRequest runs before the body is even parsed: a caller without the right gets 401/403/404 for
    // malformed JSON too, and learns nothing about the route's input.
    onRequest: async (request) => {
      const { user: caller, mode, sides } = await authenticate(host, access, request);
      let user = caller;
      for (const flag of entry.flags) {
        if (!(await host.isFlagOn(flag, user ?? undefined))) {
          host.hint(request, `${where} answered 404: feature flag "${flag}" is off for this caller (company defaults or an override)`);
          throw notFound();
        }
      }
      // The raw parameter, before parsing: another user's id answers like a missing one, whatever it holds.
      // Before the mode check, so a B2B route's 403 for a B2C-only caller never tells them that someone
      // else's id is there: the id is nobody to them (404) whatever their mode.
      if (ownerParam) user = await actingUser(host, entry, user, (request.params as Record<string, unknown>)[ownerParam]);
      const refusal = modeRefused(entry, mode, sides);
      if (refusal) {
        host.hint(
          request,
          `${where} answered ${refusal.code}: it serves ${entry.modes?.join('/')}; the caller's mode is ${mode}, sides ${sides.join('/')}`,
        );
        throw refusal;
      }
      // An administrator's every look at a customer's data is on record (a representative's goes to the customer's view log).
      if (user?.representedBy?.kind === 'admin') await host.auditActing?.(request, user, entry);
      callers.set(request, user);
    },
    handler: async (request, reply) => {
      const params = parsePart(schemas.params, request.params, 'params');
      requireDecodableQuery(request.url);
      const query = parsePart(schemas.query, request.query, 'query');
      const body = parsePart(schemas.body, request.body, 'body');
      const user = (callers.get(request) ?? null) as RouteUser<A>;
      const result = await definition.handler({ params, query, body, user, request, reply });
      const checked = schemas.response.safeParse(result);
      if (!checked.success) {
        request.log.error({ issues: checked.error.issues, url: definition.url }, 'response failed its schema');
        throw new ApiError('INTERNAL', 'The server produced an invalid response');
      }
      const status = entry.status;
      reply.code(status);
      if (status === 204 || checked.data === undefined) return reply.send();
      return checked.data;
    },
  });
}
