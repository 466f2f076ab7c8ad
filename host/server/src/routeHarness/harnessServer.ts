import { ADMIN_GROUPS, type Database, type RouteInventoryEntry } from '@portal/core/server';
import { hashPassword } from '../auth/password';
import { DEMO_PASSWORD, DEMO_SEED, DEMO_USERS, seedDemoDataIfEmpty } from '../demo';
import { serverPluginsOfEveryDistribution } from '../plugins/serverPluginsFromConfig';
import { routeInventory } from '../routes/routeGuardHost';
import { serverMigrations } from '../serverMigrations';
import { createTestUser } from '../testing/testUsers';
import { apiClient, startTestServer, TEST_COMPANY, type ApiClient, type TestServer } from '../testing/testServer';

/** The harness's callers, all from the demo data set (host/server/src/demo/demoUsers.ts). */
export const HARNESS_USERS = {
  /** A B2C customer: the caller of every session route. */
  customer: 'vare',
  /** A B2B customer at the same company: owner of the "foreign" user id and resources. */
  otherCustomer: 'business',
} as const;

/** The caller of every admin route: a member of every admin group, so any permission key is granted. */
const HARNESS_ADMIN_EMAIL = 'route-harness-admin@portal.example';

/**
 * A representative of `customer` (docs/representation.md): READ_ONLY on the customer's first place
 * only, so `activeUserId` routes are tried with a granted place, a place not granted, and writes.
 */
const HARNESS_REPRESENTATIVE_EMAIL = 'route-harness-representative@portal.example';

/**
 * Another B2B customer of the company, with no place: the holder of the "foreign" company (resource
 * kind `company`) a B2B route is asked about. The demo data has only one business customer.
 */
const HARNESS_OTHER_COMPANY_EMAIL = 'route-harness-company@portal.example';
export const HARNESS_OTHER_COMPANY_CODE = '1599999';

export type HarnessRole = keyof typeof HARNESS_USERS | 'admin' | 'representative' | 'otherCompany';

export interface HarnessUser {
  readonly id: string;
  readonly email: string;
  readonly client: ApiClient;
}

export interface Harness {
  readonly server: TestServer;
  readonly db: Database;
  /** Every route the server declared (the inventory), the harness's only list of what to test. */
  readonly routes: readonly RouteInventoryEntry[];
  readonly users: Record<HarnessRole, HarnessUser>;
  /** Ids of the workspace's server plugins that have routes: each must appear in the inventory. */
  readonly pluginsWithRoutes: readonly string[];
  close(): Promise<void>;
}

/**
 * The real server with every plugin of the workspace (found like main.ts finds them), every flag on,
 * on a fresh database with a few days of the demo data set, and the harness's users signed in.
 */
export async function startHarness(): Promise<Harness> {
  const plugins = await serverPluginsOfEveryDistribution();
  const server = await startTestServer({
    plugins,
    migrations: serverMigrations(plugins),
    // TEST_COMPANY: every flag on.
    company: { ...TEST_COMPANY, pluginIds: plugins.map((plugin) => plugin.id) },
    devRoutes: true,
  });
  const db = server.database.db;
  // Just after the 5th (invoicing day), with 38 days of history: the whole previous month is metered
  // and invoiced, so every kind of resource (places, invoices, offers) exists.
  server.clock.set(new Date('2026-02-06T10:00:00Z'));
  const today = server.clock.now();
  await seedDemoDataIfEmpty(
    db,
    {
      seed: DEMO_SEED,
      today,
      hashPassword,
      days: 38,
      afterCoreData: async (tx) => {
        for (const plugin of plugins) await plugin.demoData?.(tx, { seed: DEMO_SEED, today });
      },
    },
    { info: () => undefined },
  );
  await createTestUser(db, { email: HARNESS_ADMIN_EMAIL, password: DEMO_PASSWORD, groups: [...ADMIN_GROUPS] });
  await createTestUser(db, { email: HARNESS_REPRESENTATIVE_EMAIL, password: DEMO_PASSWORD, name: 'Harness Representative' });
  const otherCompany = await createTestUser(db, { email: HARNESS_OTHER_COMPANY_EMAIL, password: DEMO_PASSWORD, uiMode: 'B2B' });
  await db.query(
    `insert into customerships (user_id, company, customer_code, customer_type, business_name) values ($1, 'VARE', $2, 'B2B', 'Harness Oy')`,
    [otherCompany.id, HARNESS_OTHER_COMPANY_CODE],
  );
  const accounts: [HarnessRole, string][] = [
    ...(Object.entries(HARNESS_USERS) as [HarnessRole, string][]).map(([role, key]): [HarnessRole, string] => {
      const demo = DEMO_USERS.find((user) => user.key === key);
      if (!demo) throw new Error(`No demo user "${key}"`);
      return [role, demo.email];
    }),
    ['admin', HARNESS_ADMIN_EMAIL],
    ['representative', HARNESS_REPRESENTATIVE_EMAIL],
    ['otherCompany', HARNESS_OTHER_COMPANY_EMAIL],
  ];
  const users = {} as Record<HarnessRole, HarnessUser>;
  for (const [role, email] of accounts) {
    const client = apiClient(server.app);
    const login = await client.post('/api/auth/v1/login', { email, password: DEMO_PASSWORD });
    if (login.statusCode !== 200) throw new Error(`Harness login of ${email} failed: ${login.statusCode} ${login.body}`);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    users[role] = { id: rows[0]!.id, email, client };
  }
  await db.query(
    `insert into location_access (user_id, location_identifier, relation, access_right)
     select $1, la.location_identifier, 'representative', 'READ_ONLY'
       from location_access la join locations l using (location_identifier)
      where la.user_id = $2 and la.relation = 'owner' and l.company = 'VARE'
      order by la.location_identifier limit 1`,
    [users.representative.id, users.customer.id],
  );
  return {
    server,
    db,
    routes: routeInventory(server.app),
    users,
    pluginsWithRoutes: plugins.filter((plugin) => plugin.routes).map((plugin) => plugin.id),
    close: () => server.close(),
  };
}
