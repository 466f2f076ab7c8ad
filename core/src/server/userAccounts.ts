import type { Queryable } from './database';

/** A login an administrator creates (admin user creation, customer-service account creation). */
export interface NewAccount {
  readonly email: string;
  readonly name: string;
  readonly phone?: string | null;
  /** Admin groups of requirements §6 the account starts with; none for a customer's login. */
  readonly groups?: readonly string[];
}

/** What a customer-mapping refresh changed: owner grants added, and (forced) removed. */
export interface MappingRefresh {
  readonly added: number;
  readonly removed: number;
}

/**
 * Account operations the host owns (users, sessions, the outbox, registration's mappings), for
 * plugins that administer users. Plugins never import host code (DESIGN), so the admin routes reach
 * the very code the person's own deletion and registration run through this, not through a copy.
 */
export interface UserAccounts {
  /**
   * Creates a login with no password: the person sets one with "forgot password" (the reset code proves
   * the address and confirms the account). Throws ApiError ACCOUNT_ALREADY_EXISTS (409, field
   * `body.email`) when the address, whatever its case, has an account.
   */
  create(tx: Queryable, account: NewAccount, now: Date): Promise<{ readonly id: string }>;
  /**
   * Deletes the account exactly as its owner's own deletion does (DELETE /v2/user/{id},
   * docs/settings.md): the user row and by cascade every session and refresh token, so each device is
   * logged out at its next request, and the "account deleted" mail. `inTransaction` runs inside the
   * deletion's transaction (the caller's audit entry commits with it). False when there is no such user.
   */
  delete(userId: string, inTransaction?: (tx: Queryable) => Promise<void>): Promise<boolean>;
  /**
   * Registration's customer-mapping refresh (GET /v2/user/profile/{uuid}?refreshMappings): owner grants
   * for places that appeared under the user's customer codes; `force` also drops grants on codes no
   * longer held.
   */
  refreshMappings(tx: Queryable, userId: string, force: boolean): Promise<MappingRefresh>;
}
