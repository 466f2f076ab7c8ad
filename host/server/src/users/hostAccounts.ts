import type { UserAccounts } from '@portal/core/server';
import { refreshMappings } from '../registration/customerLinks';
import { removeAccount, type RemoveAccountDeps } from './deletion/removeAccount';
import { createUser, findUserById } from './userStore';

/**
 * userAccountsServiceRef: the host's own account code, lent to admin plugins (core's UserAccounts). Nothing
 * here is a second implementation: creation is sign-up's createUser, deletion the person's own
 * deletion, the refresh registration's.
 */
export function createHostAccounts(deps: RemoveAccountDeps): UserAccounts {
  return {
    async create(tx, account, now) {
      // No password: the person chooses one with a reset code, which also proves the address.
      const created = await createUser(
        tx,
        { email: account.email, name: account.name, phone: account.phone ?? null, passwordHash: null, groups: account.groups ?? [] },
        now,
      );
      return { id: created.id };
    },
    async delete(userId, inTransaction) {
      const user = await findUserById(deps.db, userId);
      if (!user) return false;
      await removeAccount(deps, user, inTransaction);
      return true;
    },
    refreshMappings: (tx, userId, force) => refreshMappings(tx, userId, force),
  };
}
