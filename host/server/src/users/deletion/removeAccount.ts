import type { Database, Queryable } from '@portal/core/server';
import type { SessionAuth } from '../../auth/sessionAuth';
import { userLanguageOf } from '../userLanguageOf';
import type { UserRecord } from '../userStore';
import { deleteAccount } from './deleteAccount';

export interface RemoveAccountDeps {
  readonly db: Database;
  readonly sessions: Pick<SessionAuth, 'forgetSharedLookups'>;
  readonly now: () => Date;
  /** Sends the "account deleted" mail now rather than at the next outbox drain. */
  readonly mailQueued: () => void;
}

/**
 * One account deletion for both ways it happens: the person's own (DELETE /v2/user/{id}) and an
 * administrator's (the admin plugin, through userAccountsServiceRef's delete). `inTransaction` adds the
 * caller's audit entry to the deletion's transaction. Sessions go with the user by cascade; forgetting
 * the shared lookups after the commit keeps a lookup that read the session before it ended from
 * answering later requests, so every device is logged out at its next request.
 */
export async function removeAccount(deps: RemoveAccountDeps, user: UserRecord, inTransaction?: (tx: Queryable) => Promise<void>): Promise<void> {
  const language = await userLanguageOf(deps.db, user.id);
  await deps.db.transaction(async (tx) => {
    await deleteAccount(tx, user, language, deps.now());
    await inTransaction?.(tx);
  });
  deps.sessions.forgetSharedLookups();
  deps.mailQueued();
}
