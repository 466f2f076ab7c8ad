import type { Database } from '@portal/core/server';
import { TEST_PASSWORD } from '@portal/core/server/testing';
import { hashPassword } from '../auth/password';
import { createUser, type NewUser, type UserRecord } from '../users/userStore';

// Logging in is core's (the same for host and plugin tests).
export { loggedInClient, TEST_PASSWORD } from '@portal/core/server/testing';

const hashes = new Map<string, Promise<string>>();
/** One scrypt per distinct password: hashing costs ~100 ms each, and most tests share TEST_PASSWORD. */
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export async function createTestUser(
  db: Database,
  user: Partial<Omit<NewUser, 'passwordHash'>> & { email: string; password?: string },
): Promise<UserRecord> {
  const passwordHash = await hashOf(user.password ?? TEST_PASSWORD);
  const { password: _password, ...fields } = user;
  return db.transaction((tx) => createUser(tx, { name: 'Test User', verified: true, ...fields, passwordHash }, new Date('2026-01-01T00:00:00Z')));
}
