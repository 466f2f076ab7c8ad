import type { FastifyInstance } from 'fastify';
import type { Database } from '../database';
import { apiClient, type ApiClient } from './apiClient';
import { testHost, type TestUser, type TestUserInput } from './testHost';

export const TEST_PASSWORD = 'correct horse battery staple';

/** A verified user (unless `verified: false`) with TEST_PASSWORD unless given another. */
export async function createTestUser(db: Database, user: TestUserInput): Promise<TestUser> {
  return (await testHost()).createUser(db, { ...user, password: user.password ?? TEST_PASSWORD });
}

/** A client signed in as the given user through the real login route, holding the session cookies. */
export async function loggedInClient(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<ApiClient> {
  const client = apiClient(app);
  const response = await client.post('/api/auth/v1/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
  return client;
}
