import {
  accountCredentialsServiceRef,
  createServiceFactory,
  customerRegisterServiceRef,
  customershipsServiceRef,
  mailOutboxServiceRef,
  optionalService,
  personIdDigestServiceRef,
  sessionCookiesServiceRef,
  strongAuthProviderServiceRef,
  userAccountsServiceRef,
  verificationCodesServiceRef,
  type Database,
  type ServiceFactory,
  type StrongAuthSettings,
} from '@portal/core/server';
import { normalizeHetu } from '@portal/domain';
import type { AuthPolicy } from '../auth/authPolicy';
import { verifyPassword } from '../auth/password';
import { clearSessionCookies } from '../auth/sessionCookies';
import { enqueueMail } from '../mail/outbox';
import { linkCustomerships } from '../registration/customerLinks';
import { customersOfPerson } from '../registration/customerRegister';
import { addCustomershipByInvoice, proveInvoiceCustomership } from '../registration/invoiceCustomership';
import { personIdDigest } from '../registration/personId';
import type { SessionAuth } from '../auth/sessionAuth';
import { createHostAccounts } from '../users/hostAccounts';
import { findUserById } from '../users/userStore';
import { invoiceReferencesServiceRef } from '@portal/plugin-invoices/common';

export interface AccountHostServiceDeps {
  readonly db: Database;
  readonly sessions: SessionAuth;
  readonly now: () => Date;
  readonly policy: AuthPolicy;
  /** Drains the outbox; a plugin calls it (sendQueued) after the transaction that queued mail committed. */
  readonly mailQueued: () => void;
  readonly strongAuth: StrongAuthSettings | null;
  /** Key of the person-id digest (PERSON_ID_KEY, or the development key outside production). */
  readonly personIdKey: string;
}

/**
 * The host's implementations of core's account services (core/src/server/accountServices.ts): the
 * outbox, the scrypt check, the cookies, the customer register and the digest key stay here, where
 * login, sign-up and the session check use the very same code. Admin plugins' account operations
 * (userAccountsServiceRef) and other plugins' invoice proof (customershipsServiceRef) run that code too.
 */
const INVOICE_PROOF_DEPS = { invoiceReferences: optionalService(invoiceReferencesServiceRef) };

export function accountHostServices(deps: AccountHostServiceDeps): ServiceFactory[] {
  const { db, policy } = deps;
  return [
    createServiceFactory({
      service: mailOutboxServiceRef,
      factory: () => ({
        async enqueue(tx, mail, now) {
          await enqueueMail(tx, mail, now);
        },
        sendQueued: deps.mailQueued,
      }),
    }),
    createServiceFactory({
      service: accountCredentialsServiceRef,
      factory: () => ({
        async passwordMatches(userId, password) {
          const user = await findUserById(db, userId);
          return !!user?.passwordHash && (await verifyPassword(password, user.passwordHash));
        },
      }),
    }),
    createServiceFactory({ service: sessionCookiesServiceRef, factory: () => ({ clear: clearSessionCookies }) }),
    createServiceFactory({ service: verificationCodesServiceRef, factory: () => ({ ttlMs: policy.codeTtlMs, maxAttempts: policy.maxCodeAttempts }) }),
    createServiceFactory({
      service: customerRegisterServiceRef,
      // The invoice proof compares the invoices plugin's recent references; without it no invoice proves a code.
      deps: INVOICE_PROOF_DEPS,
      factory: ({ invoiceReferences }, context) => ({
        customersOfPerson,
        link: linkCustomerships,
        proveByInvoice: (request, userId, input) => proveInvoiceCustomership(context, invoiceReferences, request, userId, input),
      }),
    }),
    createServiceFactory({
      service: userAccountsServiceRef,
      factory: () => createHostAccounts({ db, sessions: deps.sessions, now: deps.now, mailQueued: deps.mailQueued }),
    }),
    createServiceFactory({
      service: customershipsServiceRef,
      deps: INVOICE_PROOF_DEPS,
      factory: ({ invoiceReferences }, context) => ({
        addByInvoice: (request, user, input) => addCustomershipByInvoice(context, invoiceReferences, request, user.id, input),
      }),
    }),
    createServiceFactory({ service: strongAuthProviderServiceRef, factory: () => ({ settings: deps.strongAuth }) }),
    createServiceFactory({
      service: personIdDigestServiceRef,
      factory: () => ({
        digest(code) {
          const canonical = normalizeHetu(code);
          return canonical === null ? null : personIdDigest(deps.personIdKey, canonical);
        },
      }),
    }),
  ];
}
