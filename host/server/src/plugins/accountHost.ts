import type { AccountHost, Database } from '@portal/core/server';
import type { AuthPolicy } from '../auth/authPolicy';
import { verifyPassword } from '../auth/password';
import { clearSessionCookies } from '../auth/sessionCookies';
import { enqueueMail } from '../mail/outbox';
import { findUserById } from '../users/userStore';

export interface AccountHostDeps {
  readonly db: Database;
  readonly policy: AuthPolicy;
  /** Drains the outbox; called by the plugin after the transaction that queued mail committed. */
  readonly mailQueued: () => void;
}

/**
 * The host's half of core's AccountHost: the outbox, the scrypt check and the cookie names stay here,
 * where login, sign-up and the session check use the very same code.
 */
export function createAccountHost({ db, policy, mailQueued }: AccountHostDeps): AccountHost {
  return {
    outbox: {
      async enqueue(tx, mail, now) {
        await enqueueMail(tx, mail, now);
      },
      sendQueued: mailQueued,
    },
    credentials: {
      async passwordMatches(userId, password) {
        const user = await findUserById(db, userId);
        return !!user?.passwordHash && (await verifyPassword(password, user.passwordHash));
      },
    },
    sessions: { clear: clearSessionCookies },
    codes: { ttlMs: policy.codeTtlMs, maxAttempts: policy.maxCodeAttempts },
  };
}
