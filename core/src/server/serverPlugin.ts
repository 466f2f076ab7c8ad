import type { FlagDeclarations } from '../flags/flagDeclaration';
import type { PermissionDeclarations } from '../permissions/permissionDeclaration';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeatureFlagKey } from '../flags/featureFlags';
import type { UiMode } from '../gating/gate';
import type { PermissionKey, CompanyCode } from '../permissions/permissionKeys';
import type { AuthenticatedUser, LocationAccess } from './access';
import type { AuditEvent } from './audit';
import type { PluginCommand } from './command';
import type { Database, Migration, Queryable } from './database';
import type { JobDefinition, JobQueue } from './jobs/jobs';
import type { NotificationKind, NotificationSender } from './notify/notifications';
import type { ResolvedServiceDeps, ServiceDeps } from './services/serviceDeps';
import type { ServiceFactory } from './services/serviceFactory';

/** What the API host hands to each server plugin. */
export interface ServerPluginContext {
  readonly db: Database;
  /** The company whose portal this server serves (COMPANY). */
  readonly company: CompanyCode;
  readonly access: LocationAccess;
  /**
   * The signed-in user of the request; throws ApiError UNAUTHORIZED (401) without a valid session.
   * A route does not need it: defineRoute's guard checks the declared access and hands the handler
   * its `user`. This is for code that runs outside a declared route.
   */
  requireUser(request: FastifyRequest): Promise<AuthenticatedUser>;
  /** The same evaluator as the web, with requirements §6's policy; throws ApiError FORBIDDEN when denied. */
  requirePermission(user: AuthenticatedUser, permission: PermissionKey): void;
  /** Effective feature flag for a user (company defaults + stored overrides). */
  isFlagOn(flag: FeatureFlagKey, user?: AuthenticatedUser): Promise<boolean>;
  /** Injectable time, so time-dependent routes are testable. */
  now(): Date;
  /**
   * Appends to the security audit log, with the request's address and user agent and the server's
   * time. Every admin write records itself here. Pass the write's transaction as `tx` so the entry
   * commits (or rolls back) with the write.
   */
  audit(request: FastifyRequest, event: AuditEvent, tx?: Queryable): Promise<void>;
  /** Queues background jobs and publishes domain events (docs/jobs.md). */
  readonly jobs: JobQueue;
  /** Sends notifications over the person's channels inside their push window (docs/notifications.md). */
  readonly notifications: NotificationSender;
}

export interface DemoDataContext {
  /** Fixed seed: the same seed gives the same data, byte for byte. */
  readonly seed: number;
  /** "Today" of the generated data set. */
  readonly today: Date;
}

/**
 * A plugin's server part. Pure data like the web manifest: the host mounts its routes under `/api`
 * only when the plugin is in the company's set; when `flag` is off (or the caller's mode is not in
 * `modes`) the routes answer 404. Every route is declared with core's defineRoute.
 */
export interface ServerPlugin<D extends ServiceDeps = ServiceDeps> {
  readonly id: string;
  readonly version: string;
  readonly apiVersion: number;
  readonly flag?: FeatureFlagKey;
  /** The flags this plugin owns: the same declaration its web manifest gives (src/contract/flags.ts). */
  readonly flags?: FlagDeclarations;
  /** The permissions its routes check, with descriptions: the same declaration as its web manifest's. */
  readonly permissions?: PermissionDeclarations;
  /**
   * The modes (B2C/B2B) the plugin serves, as its web manifest's `enabledWhen.modes`: a caller whose
   * stored UI mode is another one gets 404 from every route of the plugin. Undefined = every mode.
   */
  readonly modes?: readonly UiMode[];
  /**
   * 'forbidden': a caller with no customership of the plugin's modes gets 403 (not 404) from every
   * route, and the stored UI mode does not matter (routeGuard.ts ModeRefusal). Default 'notFound'.
   */
  readonly modeRefusal?: 'notFound' | 'forbidden';
  readonly migrations?: readonly Migration[];
  /**
   * The services this plugin implements for others (and for the host), each a ref from the plugin's
   * public `common` entry with its factory (./services). One provider per service in a company's set.
   */
  readonly provides?: readonly ServiceFactory[];
  /**
   * The services this plugin uses, by the name its routes read them under: a ref the company's set must
   * provide (the host refuses to start otherwise, naming this plugin and the service), or
   * `optionalService(ref)` for one it can live without (then undefined).
   */
  readonly deps?: D;
  /**
   * Registers the plugin's routes (exact requirements §7 paths, without the `/api` prefix), with the services
   * its `deps` declare, wired once per server. Method syntax so a plugin of specific deps fits a list
   * of plugins.
   */
  routes?(app: FastifyInstance, context: ServerPluginContext, services: ResolvedServiceDeps<D>): void | Promise<void>;
  /** Adds the plugin's own demo data after core's, inside the demo-data transaction. */
  readonly demoData?: (tx: Queryable, context: DemoDataContext) => Promise<void>;
  /** Command-line commands, run by the host's CLI: `npm run portal -- <id> <name> [args]`. */
  readonly commands?: readonly PluginCommand[];
  /** Background jobs: run on demand (`context.jobs.send`), on a Helsinki schedule, or on a domain event. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own data type
  readonly jobs?: readonly JobDefinition<any>[];
  /** The notification kinds the plugin sends, with their fi/sv/en texts. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own payload type
  readonly notificationKinds?: readonly NotificationKind<any>[];
}

/** Declares a server plugin; `deps` types the services its routes receive. */
export function defineServerPlugin<const P extends ServerPlugin<D>, D extends ServiceDeps = Record<never, never>>(plugin: P & ServerPlugin<D>): P {
  return Object.freeze(plugin);
}
