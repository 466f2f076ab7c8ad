import type { AccountHost, CustomerRegister, Database, StrongAuthSettings } from '@portal/core/server';
import type { AuthPolicy } from '../auth/authPolicy';
import { verifyPassword } from '../auth/password';
import { clearSessionCookies } from '../auth/sessionCookies';
import { enqueueMail } from '../mail/outbox';
import { linkCustomerships } from '../registration/customerLinks';
import { customersOfPerson } from '../registration/customerRegister';
import { findUserById } from '../users/userStore';

export interface AccountHostDeps {
  readonly db: Database;
  readonly policy: AuthPolicy;
  /** Drains the outbox; called by the plugin after the transaction that queued mail committed. */
  readonly mailQueued: () => void;
  readonly strongAuth: StrongAuthSettings | null;
  /** The invoice proof with the mounted plugins' proofs, as context.addCustomershipByInvoice runs it. */
  readonly proveByInvoice: CustomerRegister['proveByInvoice'];
}

/**
 * The host's half of core's AccountHost: the outbox, the scrypt check, the cookie names and the
 * customer register stay here, where login, sign-up, the session check and the admin plugins'
 * context.accounts use the very same code.
 */
export function createAccountHost({ db, policy, mailQueued, strongAuth, proveByInvoice }: AccountHostDeps): AccountHost {
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
    customerRegister: { customersOfPerson, link: linkCustomerships, proveByInvoice },
    strongAuth,
  };
}
