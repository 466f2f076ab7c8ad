import type { i18n } from 'i18next';
import { createPortalContainer, registerServices, resolverFor, type DependencyContainer } from '../di/container';
import type { ServiceRegistration, ServiceResolver } from '../di/serviceRef';
import type { FlagValues } from '../flags/featureFlags';
import { composeFlagCatalogue, type FlagCatalogue } from '../flags/flagCatalogue';
import { activeContributions, type ActiveContributions } from '../gating/activeContributions';
import type { UiMode } from '../gating/gate';
import type { PermissionPolicy } from '../permissions/policy';
import type { Language, PluginManifest, PluginTranslations } from '../plugin/definePlugin';
import type { ModalRef } from '../plugin/modalRef';
import { validatePlugins } from '../plugin/validatePlugins';
import { ADMIN_ACCESS_PERMISSION, knownAdminParts, loadAdminParts, withAdminParts } from '../plugin/adminParts';
import { pluginStartupNamespace } from '../plugin/definePlugin';
import { LoggerRef } from '../services/logger/logger';
import { FeatureFlagServiceRef } from '../services/flags/featureFlagService';
import { ModalServiceRef } from '../services/modals/modalService';
import { UiModeRef } from '../services/mode/uiModeService';
import { PermissionServiceRef } from '../services/permissions/permissionService';
import { SessionServiceRef } from '../services/session/sessionService';
import { createListenerSet } from '../state/listenerSet';
import type { CompanyDistribution } from './companyDistribution';
import { coreServiceRegistrations } from './coreServiceRegistrations';
import { createPortalI18n } from './createPortalI18n';
import { DEFAULT_PORTAL_CONSTANTS } from './portalConstants';
import { openSessionExpiredModal } from './openSessionExpiredModal';

/** The parts of a distribution the runtime needs; tests may give just these. */
export type RuntimeCompany = Pick<CompanyDistribution, 'code' | 'pluginIds' | 'flagDefaults'> & Partial<CompanyDistribution>;

export interface PortalRuntimeOptions {
  readonly plugins: readonly PluginManifest[];
  readonly company: RuntimeCompany;
  /** Initial UI mode; it may change later through UiModeService. Default B2C. */
  readonly mode?: UiMode;
  /** Initial user groups (normally set when the logged-in user has loaded). */
  readonly groups?: readonly string[];
  readonly policy?: PermissionPolicy;
  readonly flagOverrides?: FlagValues;
  /**
   * The flag catalogue; by default composed from the company's plugins. Test kits pass a wider one, so a
   * plugin is testable without the plugin that owns a flag it gates on.
   */
  readonly flagCatalogue?: FlagCatalogue;
  /** Registered last: replaces core or plugin services (tests, host-specific adapters). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each service has its own type
  readonly services?: readonly ServiceRegistration<any>[];
  readonly fetch?: typeof fetch;
  readonly demo?: boolean;
  readonly language?: Language;
  /** The host's own text namespaces (name → texts), loaded like a plugin's: Finnish bundled, the rest may be loaders. */
  readonly translations?: Readonly<Record<string, PluginTranslations>>;
  /** requirements §9: how long fetched data is cached, in seconds (3600; 1 in the special fresh-data mode). */
  readonly cacheSeconds?: number;
  readonly parentContainer?: DependencyContainer;
}

export interface PortalRuntime {
  readonly container: DependencyContainer;
  readonly resolve: ServiceResolver;
  readonly plugins: readonly PluginManifest[];
  readonly company: RuntimeCompany;
  readonly i18n: i18n;
  readonly cacheSeconds: number;
  /** What is on now; a new object only after flags, mode or permissions changed (useSyncExternalStore). */
  getContributions(): ActiveContributions;
  /**
   * True while the plugins' admin parts (PluginManifest.admin) load for a user who has just been found
   * to have `admin.access`: the router waits for them before it answers "not found" on an admin path.
   */
  isLoadingAdminParts(): boolean;
  subscribe(listener: () => void): () => void;
  /** Starts the session lifecycle (session-status, refresh timer). */
  start(): Promise<void>;
  dispose(): void;
}

/**
 * Assembles one portal: validates the plugin set (throwing at start-up, not at run time), builds a
 * child container with core services, then plugin services, then overrides, and keeps the active
 * contributions in step with flags, mode and permissions.
 */
export function createPortalRuntime(options: PortalRuntimeOptions): PortalRuntime {
  return assemblePortalRuntime(options, validatePlugins);
}

/**
 * createPortalRuntime without its own validation, for a production bundle whose plugin set the build
 * has validated already (host/web/build/validateCompanyPlugins.ts, admin parts included): it leaves
 * validatePlugins out of every visitor's start-up JavaScript. `validate`, when given, checks the set
 * and the set with admin parts once they have loaded.
 */
export function assemblePortalRuntime(
  options: PortalRuntimeOptions,
  validate: (plugins: readonly PluginManifest[], catalogue?: FlagCatalogue) => void = () => undefined,
): PortalRuntime {
  validate(options.plugins, options.flagCatalogue);
  const companyPlugins = new Set(options.company.pluginIds);
  // A company's build ships only its plugins; anything else handed in is ignored, not mounted.
  const plugins = options.plugins.filter((p) => companyPlugins.has(p.id));

  let contributions: ActiveContributions | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of many modals, each with its own props and result types; unknown would reject them (props are contravariant)
  const isModalAvailable = (ref: ModalRef<any, any>) => ref.id.startsWith('core.') || current().modals.some((m) => m.ref.id === ref.id);

  const container = createPortalContainer(options.parentContainer);
  registerServices(container, [
    ...coreServiceRegistrations({
      // Composed from the shipped plugins only: a flag of a plugin not in the set is off, not unknown.
      flagCatalogue: options.flagCatalogue ?? composeFlagCatalogue(plugins),
      flagDefaults: options.company.flagDefaults,
      mode: options.mode ?? 'B2C',
      isModalAvailable,
      ...(options.flagOverrides ? { flagOverrides: options.flagOverrides } : {}),
      ...(options.groups ? { groups: options.groups } : {}),
      ...(options.policy ? { policy: options.policy } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.demo !== undefined ? { demo: options.demo } : {}),
    }),
    ...plugins.flatMap((p) => p.services ?? []),
    ...(options.services ?? []),
  ]);
  const resolve = resolverFor(container);

  const flags = resolve(FeatureFlagServiceRef);
  const permissions = resolve(PermissionServiceRef);
  const mode = resolve(UiModeRef);
  const modals = resolve(ModalServiceRef);
  const listeners = createListenerSet();

  // Admin parts (PluginManifest.admin): merged into their plugins once loaded for an administrator.
  const i18n = createPortalI18n(plugins, options.language, options.translations);
  let adminParts: 'none' | 'loading' | 'loaded' = 'none';
  let gatedPlugins: readonly PluginManifest[] = plugins;
  const adminLoaders = plugins.filter((p) => p.admin);

  function mergeAdminParts(): void {
    const merged = plugins.map((p) => withAdminParts(p, knownAdminParts(p)));
    // The build validated the same set; this guards development and tests.
    validate(merged, options.flagCatalogue);
    for (const p of plugins) {
      const startup = knownAdminParts(p)?.startup;
      if (!startup) continue;
      for (const [lang, resources] of Object.entries(startup)) i18n.addResourceBundle(lang, pluginStartupNamespace(p.id), resources, true, false);
    }
    gatedPlugins = merged;
    adminParts = 'loaded';
  }

  function loadAdminPartsWhenAllowed(): void {
    if (adminParts !== 'none' || adminLoaders.length === 0 || !permissions.can(ADMIN_ACCESS_PERMISSION)) return;
    if (adminLoaders.every((p) => knownAdminParts(p))) {
      mergeAdminParts();
      return;
    }
    adminParts = 'loading';
    Promise.all(adminLoaders.map((p) => loadAdminParts(p.admin!)))
      .then(
        () => mergeAdminParts(),
        (error: unknown) => {
          // Admin screens stay off; customers' parts of the portal keep working. A reload tries again.
          resolve(LoggerRef).error('Loading the admin parts of the plugins failed', error);
          adminParts = 'none';
        },
      )
      .finally(reevaluate);
  }

  function current(): ActiveContributions {
    contributions ??= activeContributions(gatedPlugins, {
      companyPlugins,
      isFlagOn: (flag) => flags.isOn(flag),
      mode: mode.get(),
      can: (permission) => permissions.can(permission),
    });
    return contributions;
  }

  const reevaluate = () => {
    contributions = undefined;
    // A modal whose feature just went off closes with its route and menu step.
    for (const open of modals.getSnapshot()) {
      if (!isModalAvailable(open.ref)) open.dismiss();
    }
    listeners.notify();
  };
  loadAdminPartsWhenAllowed();
  const unsubscribes = [
    flags.subscribe(reevaluate),
    permissions.subscribe(() => {
      loadAdminPartsWhenAllowed();
      reevaluate();
    }),
    mode.subscribe(reevaluate),
    openSessionExpiredModal(resolve(SessionServiceRef), modals),
  ];

  return {
    container,
    resolve,
    plugins,
    company: options.company,
    i18n,
    cacheSeconds: options.cacheSeconds ?? options.company.constants?.cacheSeconds ?? DEFAULT_PORTAL_CONSTANTS.cacheSeconds,
    getContributions: current,
    isLoadingAdminParts: () => adminParts === 'loading',
    subscribe: listeners.subscribe,
    start: () => resolve(SessionServiceRef).start(),
    dispose() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      resolve(SessionServiceRef).dispose();
      modals.closeAll();
    },
  };
}
