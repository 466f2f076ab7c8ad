import fastifyCookie from '@fastify/cookie';
import { getDistribution } from '@portal/config';
import type { Database, LocationAccess, ServerPlugin, ServiceFactory } from '@portal/core/server';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_AUTH_POLICY, type AuthPolicy } from './auth/authPolicy';
import { registerAuthRoutes } from './auth/authRoutes';
import { createSessionAuth } from './auth/sessionAuth';
import type { CompanyPortal } from './company';
import { registerDevRoutes } from './dev/devRoutes';
import { companyFlagCatalogue } from './flags/companyFlagCatalogue';
import { registerFeatureRoutes } from './flags/featureRoutes';
import { installCsrfGuard } from './http/csrfGuard';
import { installApiCompression } from './http/apiCompression';
import { installErrorHandler } from './http/errorHandler';
import { frameworkErrors } from './http/frameworkErrors';
import { installSecurityHeaders } from './http/securityHeaders';
import { installWebApp } from './http/webApp';
import { installRequestLog } from './logging/requestLog';
import type { Mailer } from './mail/mailer';
import { drainOutbox } from './mail/outboxDrain';
import { checkServerPlugins, companyPlugins, mountPlugins } from './plugins/mountPlugins';
import { createPluginContext } from './plugins/pluginContext';
import { HOST_SERVICE_DEPS, wireCompanyServices } from './plugins/wireCompanyServices';
import { accountHostServices } from './plugins/accountHostServices';
import { attachJobRunner } from './jobs/appJobRunner';
import { registerBackgroundProcessRoutes } from './jobs/backgroundProcessRoutes';
import { createJobQueue } from './jobs/jobQueue';
import { createJobRunner, type JobRunner } from './jobs/jobRunner';
import { createNotificationSender } from './notify/notificationSender';
import { registerPushRoutes } from './notify/push/pushRoutes';
import type { PushSettings } from './notify/push/pushSettings';
import { deliveryWiring } from './notify/deliveryWiring';
import { registerNotificationRoutes } from './notify/notificationRoutes';
import type { SmsProvider } from './notify/transports/smsProvider';
import { registerUserPropertyRoute } from './users/userPropertyRoute';
import { createLocationAccess } from './domain/locationAccess';
import { registerUserRoutes } from './users/userRoutes';
import type { StrongAuthSettings } from './registration/oidc/strongAuthSettings';
import { DEVELOPMENT_PERSON_ID_KEY } from './registration/personId';
import { registerTestIdentityProvider } from './registration/testIdp/testIdentityProvider';
import type { TestIdpSettings } from './registration/testIdp/testIdpSettings';
import { installHostRouteGuard, requireDeclaredRoutes, routeInventory } from './routes/routeGuardHost';
import { registerApiReference, registerOpenApiRoute, type ApiReference } from './openapi/openApiRoutes';
import { installUnmountedPluginHints } from './routes/unmountedPluginHints';
import { installMaintenanceGate, registerMaintenanceStatusRoute } from './maintenance/maintenanceGate';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface BuildServerOptions {
  readonly db: Database;
  readonly company: CompanyPortal;
  /** Every server plugin available; only those in `company.pluginIds` are mounted. */
  readonly plugins?: readonly ServerPlugin[];
  readonly clock?: Clock;
  /** Without one, mail stays in the outbox (readable in development). */
  readonly mailer?: Mailer;
  /** The company's web build (host/web/dist/<company>); without one, non-API pages say to build it. */
  readonly webRoot?: string;
  readonly logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-* from a reverse proxy; only when one is actually in front (TRUST_PROXY). */
  readonly trustProxy?: boolean;
  /** Extra origins allowed to make state-changing calls, besides the server's own. */
  readonly allowedOrigins?: readonly string[];
  readonly authPolicy?: Partial<AuthPolicy>;
  /** Development-only routes such as /api/dev/outbox; default: NODE_ENV !== 'production'. */
  readonly devRoutes?: boolean;
  readonly access?: LocationAccess;
  /**
   * Log why a request answered 404 (its flag is off, its mode is another, its plugin is not in the
   * company's set); never in the response. Default: NODE_ENV !== 'production'.
   */
  readonly developmentHints?: boolean;
  /** Web push (VAPID keys); default off: subscriptions are kept, nothing is sent. */
  readonly push?: PushSettings;
  /** The SMS gateway; without one, SMS lands in the development sink (dev routes on) or is not sent. */
  readonly smsProvider?: SmsProvider;
  /** The portal's public origin for links in mails (unsubscribe), e.g. `https://portal.vare.fi` (PUBLIC_URL). */
  readonly publicUrl?: string;
  /** Registration as a customer (docs/registration.md); see registration/registrationEnv.ts for the env. */
  readonly registration?: RegistrationOptions;
  /**
   * The browsable API reference at /api-docs/ (docs/openapi.md): the whole /api ('full'), the external
   * API only ('external'), or none. Default: 'external' in production, else 'full'.
   */
  readonly apiReference?: ApiReference;
  /** Services the host itself provides to plugins (core-defined refs), besides the plugins' own. */
  readonly hostServices?: readonly ServiceFactory[];
}

export interface RegistrationOptions {
  /** The OpenID Connect provider for strong identification; without one that proof answers 503. */
  readonly strongAuth?: StrongAuthSettings | null;
  /** Serve the local test identity provider at /test-idp (never in production). */
  readonly testIdp?: TestIdpSettings | null;
  /** Key of the person-id digest; default the development key (production requires PERSON_ID_KEY). */
  readonly personIdKey?: string;
}

/**
 * Builds the API server of one company's portal. Nothing listens yet: tests call `app.inject`,
 * main.ts calls `listen`. Migrations are the caller's job (runMigrations), before this.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { db, company } = options;
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const policy: AuthPolicy = { ...DEFAULT_AUTH_POLICY, ...options.authPolicy };
  const plugins = options.plugins ?? [];
  checkServerPlugins(plugins);

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Our bodies are small JSON; a large one is a mistake or an attack.
    bodyLimit: 256 * 1024,
    // The id lets a log line be matched with the client's report.
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    // installRequestLog writes one record per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors,
  });
  installRequestLog(app);

  const sessions = createSessionAuth(db, now, policy);
  const access = options.access ?? createLocationAccess(db, now);
  const mounted = companyPlugins(plugins, company);
  const flagCatalogue = companyFlagCatalogue(company, mounted, plugins);
  // The context and the flag routes see the composed catalogue, whatever the caller passed.
  const portal: CompanyPortal = { ...company, flagCatalogue };
  // The queue first (the sender queues its deliveries on it), then the runner, whose jobs get both;
  // a send wakes this process's runner once there is one.
  let runner: JobRunner | undefined;
  const jobs = createJobQueue({ db, plugins: mounted, now, onQueued: () => runner?.wake() });
  // mailQueued is declared below; the transports call it only after a delivery, long after start-up.
  const notifications = createNotificationSender({ db, plugins: mounted, jobs, now, ...deliveryWiring(db, now, options, () => mailQueued()) });
  runner = createJobRunner({
    db,
    queue: jobs,
    notifications,
    now,
    log: app.log,
    company: company.code,
    // The server's own company as configured (tests change its defaults); the others as distributed.
    flagDefaults: (code) => (code === company.code ? company.flagDefaults : getDistribution(code).flagDefaults),
    flagCatalogue,
  });
  attachJobRunner(app, runner);
  const registration = options.registration ?? {};
  if (registration.testIdp && process.env.NODE_ENV === 'production') throw new Error('The test identity provider is never served in production');
  const context = createPluginContext({
    db,
    company: portal,
    flagCatalogue,
    access,
    sessions,
    now,
    jobs,
    notifications,
  });

  // The account services the host keeps for every company's set (sessions, outbox, customer register).
  const accountServices = accountHostServices({
    db,
    sessions,
    now,
    policy,
    // mailQueued is declared below; a plugin calls it only when a route runs.
    mailQueued: () => mailQueued(),
    strongAuth: registration.strongAuth ?? null,
    personIdKey: registration.personIdKey ?? DEVELOPMENT_PERSON_ID_KEY,
  });
  // Before any route: a company set that lacks a needed provider (or has a cycle) must not start.
  const services = await wireCompanyServices({ plugins: mounted, context, hostServices: [...accountServices, ...(options.hostServices ?? [])] });
  const hostServices = services.depsOf('host', HOST_SERVICE_DEPS);

  const mailer = options.mailer;
  const mailQueued = () => {
    if (!mailer) return;
    // Sent after the response; a failure stays in the outbox for the periodic drain to retry.
    drainOutbox(db, mailer, now).catch((error: unknown) => app.log.error({ err: error }, 'outbox drain failed'));
  };

  installErrorHandler(app);
  installSecurityHeaders(app);
  await app.register(fastifyCookie);
  installCsrfGuard(app, options.allowedOrigins);
  requireDeclaredRoutes(app);
  const developmentHints = options.developmentHints ?? process.env.NODE_ENV !== 'production';

  await app.register(
    async (api) => {
      await installApiCompression(api);
      installHostRouteGuard(app, api, { context, sessions, developmentHints, apiKeyAuth: hostServices.apiKeyAuth });
      // Before every route: while the company is in maintenance, customers' calls answer 503.
      installMaintenanceGate(api, { context, sessions, maintenance: hostServices.maintenance });
      registerMaintenanceStatusRoute(api, { context, sessions, maintenance: hostServices.maintenance });
      registerAuthRoutes(api, { db, now, policy, sessions, mailQueued });
      registerUserRoutes(api, context, sessions);
      registerUserPropertyRoute(api, context);
      registerNotificationRoutes(api, { db, now, kinds: notifications.kinds });
      registerFeatureRoutes(api, { context, company: portal, flagCatalogue, sessions });
      registerBackgroundProcessRoutes(api, { db });
      registerPushRoutes(api, { db, now, settings: options.push ?? { vapid: null } });
      if (options.devRoutes ?? process.env.NODE_ENV !== 'production') registerDevRoutes(api, db);
      await mountPlugins(api, mounted, context, services);
      registerOpenApiRoute(api, () => routeInventory(app), `${company.displayName ?? company.code} portal API`);
    },
    { prefix: '/api' },
  );
  if (developmentHints) {
    await installUnmountedPluginHints(
      app,
      plugins.filter((plugin) => !company.pluginIds.includes(plugin.id)),
      context,
    );
  }

  const apiReference = options.apiReference ?? (process.env.NODE_ENV === 'production' ? 'external' : 'full');
  if (apiReference) await registerApiReference(app, apiReference);
  if (registration.testIdp) await registerTestIdentityProvider(app, registration.testIdp, now);
  await installWebApp(app, options.webRoot);
  return app;
}
