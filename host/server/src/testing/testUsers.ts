import type { Database } from '@portal/core/server';
import { hashPassword } from '../auth/password';
import { createUser, type NewUser, type UserRecord } from '../users/userStore';
import { apiClient, type ApiClient } from './testServer';
import type { FastifyInstance } from 'fastify';

export const TEST_PASSWORD = 'correct horse battery staple';

let cachedHash: Promise<string> | undefined;
/** One scrypt for all test users with the standard password: hashing costs ~100 ms each. */
const standardHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export async function createTestUser(
  db: Database,
  user: Partial<NewUser> & { email: string; password?: string },
): Promise<UserRecord> {
  const passwordHash = user.password ? await hashPassword(user.password) : await standardHash();
  return db.transaction((tx) =>
    createUser(tx, { name: 'Test User', verified: true, ...user, passwordHash }, new Date('2026-01-01T00:00:00Z')),
  );
}

/** A client signed in as the given verified user. */
export async function loggedInClient(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<ApiClient> {
  const client = apiClient(app);
  const response = await client.post('/api/auth/v1/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return client;
}
