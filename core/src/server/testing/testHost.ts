import type { FlagCatalogue } from '../../flags/flagCatalogue';
import type { FastifyInstance } from 'fastify';
import type { FeatureFlagKey } from '../../flags/featureFlags';
import type { CompanyDistribution } from '../../host/companyDistribution';
import type { CompanyCode } from '../../permissions/permissionKeys';
import type { Database, Queryable } from '../database';
import type { ServerPlugin } from '../serverPlugin';
import type { TestClock } from './testClock';

/**
 * The server test kit starts the *real* API server, but that server is assembled by the host package
 * (host/server), and core must not depend on its host (the host depends on core). So the host hands
 * its assembly to the kit at test start-up: the vitest config's server project has a setup file
 * (host/server/src/testing/registerTestHost.ts) that calls `registerTestHost` with a lazy loader.
 * The interface below is everything the kit needs of a host; the host implements it and the
 * typecheck holds the two together. See docs/decisions.md ("Server test kit in core").
 */

/** What the server needs of a company's distribution; tests give just these fields. */
export type TestCompany = Pick<CompanyDistribution, 'code' | 'pluginIds' | 'flagDefaults'> & {
  /** The flag catalogue; by default the test host's (the plugins' flags and those the test names). */
  readonly flagCatalogue?: FlagCatalogue;
  /** Every flag on unless `flagDefaults` names it (TEST_COMPANY); false for a company's real defaults. */
  readonly everyFlagOn?: boolean;
};

/** A migrated database for one test file, isolated in its own schema and dropped on close. */
export interface TestDatabase {
  readonly db: Database;
  readonly schema: string;
  close(): Promise<void>;
}

export interface TestUserInput {
  readonly email: string;
  readonly name?: string;
  /** Default: the kit's TEST_PASSWORD. */
  readonly password?: string;
  /** Default true: a test user can log in at once. */
  readonly verified?: boolean;
  readonly uiMode?: 'B2C' | 'B2B';
  /** Admin groups (e.g. 'developers'). */
  readonly groups?: readonly string[];
  readonly id?: string;
}

export interface TestUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

export interface FlagOverrideInput {
  readonly company: CompanyCode;
  readonly flag: FeatureFlagKey;
  /** null: a company-wide override. */
  readonly userId: string | null;
  readonly value: boolean;
}

/** One background job run by `runJobs()`. */
export interface RanJob {
  readonly id: string;
  /** `<plugin id>.<job>`. */
  readonly name: string;
  /** `retry`: the attempt failed and the job is queued again after its backoff. */
  readonly outcome: 'completed' | 'retry' | 'failed';
  /** The failed attempt's error message. */
  readonly error?: string;
}

export interface HostTestServer {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  /** Runs the jobs due at the test clock's time until none is (TestServer.runJobs). */
  runJobs(): Promise<readonly RanJob[]>;
  close(): Promise<void>;
}

export interface TestHost {
  /** The host's server on a fresh database migrated for core, the domain model and these plugins. */
  startServer(options: { plugins: readonly ServerPlugin[]; company: TestCompany; clock: TestClock }): Promise<HostTestServer>;
  /** Just the migrated database, for tests of SQL and jobs without HTTP. */
  createDatabase(plugins: readonly ServerPlugin[]): Promise<TestDatabase>;
  createUser(db: Database, user: TestUserInput & { readonly password: string }): Promise<TestUser>;
  /** Stores a feature flag override; returns its id. */
  setFlagOverride(db: Queryable, input: FlagOverrideInput, now: Date): Promise<string>;
  deleteFlagOverride(db: Queryable, company: CompanyCode, id: string): Promise<void>;
  /** The portal's demo data set (users of README's table and their places); answers the users' password. */
  seedDemoData(db: Database, options: { today: Date; days: number }): Promise<{ password: string }>;
}

const REGISTRY = Symbol.for('portal.serverTestKit.host');
type Registry = Record<symbol, (() => Promise<TestHost>) | undefined>;

/** Called once by the host's test setup file; the loader is lazy so tests that never start a server pay nothing. */
export function registerTestHost(load: () => Promise<TestHost>): void {
  (globalThis as unknown as Registry)[REGISTRY] = load;
}

export async function testHost(): Promise<TestHost> {
  const load = (globalThis as unknown as Registry)[REGISTRY];
  if (!load) {
    throw new Error(
      'The server test kit has no host: run server tests through the repository vitest config (`npx vitest run --project server <file>`), ' +
        'whose server project loads host/server/src/testing/registerTestHost.ts.',
    );
  }
  return load();
}
