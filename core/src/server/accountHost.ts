import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerRegister, StrongAuthSettings } from './customerRegister';
import type { Queryable } from './database';

/**
 * What the host keeps of accounts and lends to the plugins that serve them (docs/architecture/account.md):
 * the mail outbox, the password check, the session cookies and the customer register stay host code
 * behind these interfaces, so a plugin (settings' e-mail change and deletion, account's registration)
 * never imports the host.
 */
export interface AccountHost {
  readonly outbox: MailOutbox;
  readonly credentials: AccountCredentials;
  readonly sessions: SessionCookies;
  /** Lifetime and attempt limit of the six-digit codes the host mails (the same for every code). */
  readonly codes: VerificationCodePolicy;
  /** The customer register that registration ties logins to. */
  readonly customerRegister: CustomerRegister;
  /** The deployment's strong identification provider; null when none is configured (the routes answer 503). */
  readonly strongAuth: StrongAuthSettings | null;
}

/** A mail to one person; `kind` (e.g. `email-change-code`) lets tests and tools find it. */
export interface OutgoingMail {
  readonly recipient: string;
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
}

export interface MailOutbox {
  /** Queues the mail in `tx`: it is sent only if the caller's transaction commits. */
  enqueue(tx: Queryable, mail: OutgoingMail, now: Date): Promise<void>;
  /** Call after the transaction that queued mail committed: sends it now instead of at the next drain. */
  sendQueued(): void;
}

export interface AccountCredentials {
  /** Whether `password` is the user's current password; false for an account with no password set. */
  passwordMatches(userId: string, password: string): Promise<boolean>;
}

export interface SessionCookies {
  /** Removes the caller's session and refresh cookies from the reply (their account is gone). */
  clear(request: FastifyRequest, reply: FastifyReply): void;
}

export interface VerificationCodePolicy {
  readonly ttlMs: number;
  readonly maxAttempts: number;
}
