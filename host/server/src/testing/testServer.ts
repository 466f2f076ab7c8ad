import { apiClient, CookieJar, createTestClock, TEST_COMPANY, WEB_VERSION, type ApiClient, type TestClock } from '@portal/core/server/testing';
import type { ServerPlugin } from '@portal/core/server';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildServerOptions } from '../app';
import { jobRunnerOf } from '../jobs/appJobRunner';
import type { JobRunResult } from '../jobs/jobRunner';
import type { MigrationSet } from '../db/migrations';
import { serverMigrations } from '../serverMigrations';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import { everyFlagOn, testFlagCatalogue } from './testFlagCatalogue';
import type { CompanyPortal } from '../company';

// The browser-like client, cookie jar and test company are core's (@portal/core/server/testing), so host
// and plugin tests speak to the server the same way.
export { apiClient, CookieJar, TEST_COMPANY, WEB_VERSION, type ApiClient };

export interface TestServer {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly clock: TestClock;
  /**
   * Runs every background job due at the test clock's time, including the jobs those jobs queue,
   * until none is due (nothing polls in tests). Answers what ran, in order.
   */
  runJobs(): Promise<JobRunResult[]>;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<Omit<BuildServerOptions, 'db'>> {
  readonly migrations?: readonly MigrationSet[];
  readonly clock?: TestClock;
}

/**
 * The real server on a fresh, migrated test database; drive it with `app.inject`. Host tests call this
 * with host options (mailer, webRoot, trustProxy...); plugin tests reach it through core's kit
 * (testHost.ts).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const plugins: readonly ServerPlugin[] = options.plugins ?? [];
  const database = await createTestDatabase(options.migrations ?? serverMigrations(plugins));
  const clock = options.clock ?? createTestClock();
  const given: CompanyPortal & { readonly everyFlagOn?: boolean } = options.company ?? TEST_COMPANY;
  const flagCatalogue = given.flagCatalogue ?? testFlagCatalogue(plugins, given.flagDefaults);
  // TEST_COMPANY (and companies made from it): every flag on unless the test names it, including flags
  // of plugins not under test. A company given with its own defaults (a distribution) keeps them.
  const allOn = given.everyFlagOn ?? options.company === undefined;
  const company: CompanyPortal = {
    ...given,
    flagCatalogue,
    flagDefaults: allOn ? everyFlagOn(flagCatalogue, given.flagDefaults) : given.flagDefaults,
    undeclaredFlagsOn: allOn,
  };
  const app = await buildServer({ devRoutes: true, ...options, company, plugins, db: database.db, clock });
  await app.ready();
  return {
    app,
    database,
    clock,
    runJobs: () => jobRunnerOf(app).runDue(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
