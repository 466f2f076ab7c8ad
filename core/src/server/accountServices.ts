import type { FastifyReply, FastifyRequest } from 'fastify';
import { createServiceRef } from '../di/serviceRef';
import type { AuthenticatedUser } from './access';
import type { AddedCustomership, InvoiceCustomershipInput } from './customership';
import type { UserAccounts } from './userAccounts';
import type { CustomerRegister, StrongAuthSettings } from './customerRegister';
import type { Queryable } from './database';

/*
 * What the host keeps of accounts and lends to the plugins that serve them (docs/architecture/account.md):
 * the mail outbox, the password check, the session cookies, the code policy, the customer register and
 * the person-id digest stay host code behind these service refs, which the host provides to every
 * company's set; so do the account operations admin plugins run (userAccountsServiceRef) and the invoice
 * proof other plugins add customerships with (customershipsServiceRef). A plugin declares the ones it needs in its `deps` (settings' e-mail change and
 * deletion, account's registration) and never imports the host.
 */

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

/** Lifetime and attempt limit of the six-digit codes mailed for accounts (the same for every code). */
export interface VerificationCodePolicy {
  readonly ttlMs: number;
  readonly maxAttempts: number;
}

/** The deployment's strong identification provider; `settings` null when none is configured. */
export interface StrongAuthProvider {
  readonly settings: StrongAuthSettings | null;
}

/** The keyed digest of a Finnish personal identity code; the key never leaves the host. */
export interface PersonIdDigest {
  /** HMAC-SHA256 hex of the normalized code, as the customer register keeps it; null for no valid code. */
  digest(personalIdentityCode: string): string | null;
}

/** Adding a customership with the invoice proof, for plugins other than registration (user management). */
export interface Customerships {
  /**
   * Ties a customer code to the user with registration's invoice proof (customer number + the reference
   * of one of its invoices from the last 12 months, docs/registration.md), with the same hourly lock-out
   * and audit entries as POST /v3/user/register, and owner grants on the code's places. Throws ApiError
   * TOO_MANY_REQUESTS (locked out), INVALID_CODE (no match), ACCOUNT_ALREADY_EXISTS (another login holds
   * it) or BAD_REQUEST (wrong customer type).
   */
  addByInvoice(request: FastifyRequest, user: AuthenticatedUser, input: InvoiceCustomershipInput): Promise<AddedCustomership>;
}

export const mailOutboxServiceRef = createServiceRef<MailOutbox>({ id: 'core.mailOutbox' });
export const accountCredentialsServiceRef = createServiceRef<AccountCredentials>({ id: 'core.accountCredentials' });
export const sessionCookiesServiceRef = createServiceRef<SessionCookies>({ id: 'core.sessionCookies' });
export const verificationCodesServiceRef = createServiceRef<VerificationCodePolicy>({ id: 'core.verificationCodes' });
export const customerRegisterServiceRef = createServiceRef<CustomerRegister>({ id: 'core.customerRegister' });
export const strongAuthProviderServiceRef = createServiceRef<StrongAuthProvider>({ id: 'core.strongAuthProvider' });
export const personIdDigestServiceRef = createServiceRef<PersonIdDigest>({ id: 'core.personIdDigest' });
export const userAccountsServiceRef = createServiceRef<UserAccounts>({ id: 'core.userAccounts' });
export const customershipsServiceRef = createServiceRef<Customerships>({ id: 'core.customerships' });
