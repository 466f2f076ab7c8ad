import {
  accountCredentialsServiceRef,
  mailOutboxServiceRef,
  sessionCookiesServiceRef,
  userAccountsServiceRef,
  verificationCodesServiceRef,
  type ResolvedServiceDeps,
} from '@portal/core/server';

/** The host's account services the e-mail change and the deletion use (core's account service refs). */
export const SETTINGS_SERVICE_DEPS = {
  outbox: mailOutboxServiceRef,
  credentials: accountCredentialsServiceRef,
  sessions: sessionCookiesServiceRef,
  codes: verificationCodesServiceRef,
  accounts: userAccountsServiceRef,
} as const;

export type SettingsServices = ResolvedServiceDeps<typeof SETTINGS_SERVICE_DEPS>;
