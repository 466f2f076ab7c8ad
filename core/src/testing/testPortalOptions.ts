import type { ServiceRegistration } from '../di/serviceRef';
import type { FlagValues } from '../flags/featureFlags';
import { testFlagCatalogue, testFlagValues } from './testFlagCatalogue';
import type { UiMode } from '../gating/gate';
import type { CompanyDistribution } from '../host/companyDistribution';
import { createPortalRuntime, type PortalRuntime } from '../host/createPortalRuntime';
import type { PermissionPolicy } from '../permissions/policy';
import type { Language, PluginManifest } from '../plugin/definePlugin';
import { ApiClientRef } from '../services/api/apiClient';
import { ClockRef } from '../services/clock/clock';
import { LoggerRef } from '../services/logger/logger';
import { createFakeApiClient, type FakeApiRoutes } from './fakeApiClient';
import { createFakeClock } from './fakeClock';
import { createMemoryLogger } from './memoryLogger';
import { substitute } from './substitute';
import { testDistribution } from './testDistribution';

/** What a test chooses about the portal it runs in. */
export interface TestPortalOptions {
  readonly plugins?: readonly PluginManifest[];
  /** Defaults to a neutral distribution shipping every plugin given. */
  readonly company?: Partial<CompanyDistribution>;
  /** Flag values; `'all'` turns on every flag the plugins declare or gate on. Flags not named take their declared default, as in production. */
  readonly flags?: FlagValues | 'all';
  readonly mode?: UiMode;
  readonly groups?: readonly string[];
  readonly policy?: PermissionPolicy;
  /** Substitutes (see `substitute`), registered last so they win over core and plugin services. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each service has its own type
  readonly services?: readonly ServiceRegistration<any>[];
  readonly language?: Language;
  readonly demo?: boolean;
  /**
   * The signed-in user's id: the fake API answers `GET /api/v2/me` with `{ priwattiUserId: userId }`,
   * which is what `useUserId()` reads, so a page that calls its per-user route just works.
   */
  readonly userId?: string;
  /** Answers of the fake API client, by `"METHOD /api/path"` (see createFakeApiClient). */
  readonly api?: FakeApiRoutes;
}

/** The default fake API of a test portal: `userId`'s /api/v2/me, then the test's own routes. */
export function testApiRoutes(options: Pick<TestPortalOptions, 'userId' | 'api'>): FakeApiRoutes {
  return { ...(options.userId ? { 'GET /api/v2/me': { priwattiUserId: options.userId } } : {}), ...options.api };
}

/**
 * A real runtime for tests. Unless substituted, the API client is a fake (no network) answering only
 * `userId`'s /api/v2/me and `api`, the
 * clock is fixed and logs are kept in memory.
 */
export function createTestRuntime(options: TestPortalOptions = {}): PortalRuntime {
  const plugins = options.plugins ?? [];
  const named = options.flags === 'all' ? {} : options.flags;
  const flagCatalogue = testFlagCatalogue(plugins, { ...options.company?.flagDefaults, ...named });
  const company = testDistribution({
    pluginIds: plugins.map((p) => p.id),
    ...options.company,
    flagDefaults: { ...options.company?.flagDefaults, ...testFlagValues(flagCatalogue, options.flags) },
  });
  return createPortalRuntime({
    plugins,
    company,
    flagCatalogue,
    mode: options.mode ?? 'B2C',
    groups: options.groups ?? [],
    ...(options.policy ? { policy: options.policy } : {}),
    ...(options.language ? { language: options.language } : {}),
    ...(options.demo !== undefined ? { demo: options.demo } : {}),
    services: [
      substitute(ApiClientRef, createFakeApiClient(testApiRoutes(options))),
      substitute(ClockRef, createFakeClock()),
      substitute(LoggerRef, createMemoryLogger()),
      ...(options.services ?? []),
    ],
  });
}
