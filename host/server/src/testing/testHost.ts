import type { TestHost } from '@portal/core/server/testing';
import { hashPassword } from '../auth/password';
import { DEMO_PASSWORD, DEMO_SEED, generateDemoData } from '../demo';
import { deleteOverride, upsertOverride } from '../flags/flagStore';
import { serverMigrations } from '../serverMigrations';
import { createTestDatabase } from './testDatabase';
import { startTestServer } from './testServer';
import { createTestUser } from './testUsers';

/**
 * This host's side of core's server test kit (@portal/core/server/testing): the same assembly, test
 * database and stores the host's own tests use. Registered by registerTestHost.ts.
 */
export const testHost: TestHost = {
  startServer: ({ plugins, company, clock }) => startTestServer({ plugins, company, clock }),
  createDatabase: (plugins) => createTestDatabase(serverMigrations(plugins)),
  createUser: (db, user) => createTestUser(db, user),
  async setFlagOverride(db, input, now) {
    const override = await upsertOverride(db, { ...input, createdBy: 'test' }, now);
    return override.id;
  },
  async deleteFlagOverride(db, company, id) {
    await deleteOverride(db, company, id);
  },
  async seedDemoData(db, { today, days }) {
    await db.transaction((tx) => generateDemoData(tx, { seed: DEMO_SEED, today, hashPassword, days }));
    return { password: DEMO_PASSWORD };
  },
};
