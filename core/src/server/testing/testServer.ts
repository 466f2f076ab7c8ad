import type { FastifyInstance } from 'fastify';
import type { FeatureFlagKey } from '../../flags/featureFlags';
import type { CompanyCode } from '../../permissions/permissionKeys';
import type { ServerPlugin } from '../serverPlugin';
import { apiClient, type ApiClient } from './apiClient';
import { createTestClock, type TestClock } from './testClock';
import { testHost, type RanJob, type TestCompany, type TestDatabase, type TestUser, type TestUserInput } from './testHost';
import { createTestUser, loggedInClient, TEST_PASSWORD } from './testUsers';

/**
 * Company VARE and no plugins; startTestServer mounts the plugins it is given. Core knows no flag, so
 * "every flag on" is the test host's rule: a flag the company does not name is on in a test server.
 */
export const TEST_COMPANY: TestCompany = {
  code: 'VARE',
  pluginIds: [],
  flagDefaults: {},
  everyFlagOn: true,
};

export interface TestServerOptions {
  /** Server plugins to mount. Unless `company` says otherwise, all of them are in the company's set. */
  readonly plugins?: readonly ServerPlugin[];
  /** The company's distribution; default TEST_COMPANY with `plugins` in its set. */
  readonly company?: Partial<TestCompany>;
  /** Flags to change from all-on, e.g. `{ consumptionInEuros: false }`. */
  readonly flags?: Partial<Record<FeatureFlagKey, boolean>>;
  /** Users created before the first test, by email or in full; found in `server.users[email]`. */
  readonly users?: readonly (string | TestUserInput)[];
  /** Start of the test clock (default 2026-01-15 10:00 UTC). */
  readonly now?: Date;
}

export interface TestServer {
  /** Drive it with `app.inject`, or better with `client()` / `loginAs()`. */
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly db: TestDatabase['db'];
  readonly clock: TestClock;
  readonly company: TestCompany;
  readonly users: Readonly<Record<string, TestUser>>;
  /** A client without a session (sends the web version header, keeps cookies). */
  client(): ApiClient;
  /** A client logged in as `email` through the real login route. */
  loginAs(email: string, password?: string): Promise<ApiClient>;
  /**
   * Stores a flag override for one user, or company-wide without `user`; answers its id. `company`
   * (default the server's) stores it for another company, whose rows the background jobs also serve.
   */
  setFlag(flag: FeatureFlagKey, value: boolean, options?: { user?: TestUser | string; company?: CompanyCode }): Promise<string>;
  /** Removes an override setFlag stored. */
  removeFlag(overrideId: string): Promise<void>;
  /** Adds another user after start. */
  addUser(user: string | TestUserInput): Promise<TestUser>;
  /** Loads the portal's demo data set (README's demo users); answers the demo users' password. */
  seedDemoData(options?: { days?: number }): Promise<{ password: string }>;
  /**
   * Runs the background jobs (docs/jobs.md) due at the test clock's time: schedule slots that have
   * come (Europe/Helsinki), jobs sent or published by the routes you called, retries whose backoff has
   * passed, and the jobs those jobs queue, one after another until none is due. Nothing runs jobs in
   * the background in tests, so a test decides when they run:
   * `server.clock.set(new Date('2026-01-16T05:00:00Z')); await server.runJobs();` (7:00 in Helsinki).
   * Answers each run in order (`name`, `outcome` completed | retry | failed, `error`).
   */
  runJobs(): Promise<readonly RanJob[]>;
  close(): Promise<void>;
}

/**
 * The real API server (as the host assembles it) with the chosen plugins, flags and users, on a fresh
 * migrated database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const host = await testHost();
  const plugins = options.plugins ?? [];
  const company: TestCompany = {
    code: options.company?.code ?? TEST_COMPANY.code,
    pluginIds: options.company?.pluginIds ?? plugins.map((plugin) => plugin.id),
    flagDefaults: { ...(options.company?.flagDefaults ?? TEST_COMPANY.flagDefaults), ...options.flags } as TestCompany['flagDefaults'],
    // A company given with its own flag defaults keeps them; otherwise TEST_COMPANY's every flag on.
    everyFlagOn: options.company?.flagDefaults === undefined || options.company.everyFlagOn === true,
    ...(options.company?.flagCatalogue ? { flagCatalogue: options.company.flagCatalogue } : {}),
  };
  const clock = createTestClock(options.now);
  const started = await host.startServer({ plugins, company, clock });
  const { app, database } = started;
  const users: Record<string, TestUser> = {};

  const addUser = async (input: string | TestUserInput) => {
    const user = await createTestUser(database.db, typeof input === 'string' ? { email: input } : input);
    users[user.email] = user;
    return user;
  };
  for (const user of options.users ?? []) await addUser(user);
  // Which company each override setFlag stored is for, so removeFlag finds another company's too.
  const overrideCompanies = new Map<string, CompanyCode>();

  return {
    app,
    database,
    db: database.db,
    clock,
    company,
    users,
    client: () => apiClient(app),
    loginAs: (email, password = TEST_PASSWORD) => loggedInClient(app, email, password),
    async setFlag(flag, value, flagOptions = {}) {
      const user = flagOptions.user;
      const userId = user === undefined ? null : typeof user === 'string' ? user : user.id;
      const overrideCompany = flagOptions.company ?? company.code;
      const id = await host.setFlagOverride(database.db, { company: overrideCompany, flag, userId, value }, clock.now());
      overrideCompanies.set(id, overrideCompany);
      return id;
    },
    removeFlag: (overrideId) => host.deleteFlagOverride(database.db, overrideCompanies.get(overrideId) ?? company.code, overrideId),
    addUser,
    runJobs: () => started.runJobs(),
    seedDemoData: (seedOptions = {}) => host.seedDemoData(database.db, { today: clock.now(), days: seedOptions.days ?? 1 }),
    close: () => started.close(),
  };
}
