import type { Database } from '@portal/core/server';
import type { AuthPolicy } from './authPolicy';
import type { SessionAuth } from './sessionAuth';

/** What the auth routes need from the server. */
export interface AuthDeps {
  readonly db: Database;
  readonly now: () => Date;
  readonly policy: AuthPolicy;
  readonly sessions: SessionAuth;
  /** Called after a transaction that wrote to the outbox committed, so mail goes out promptly. */
  readonly mailQueued: () => void;
}

/** requirements §7: `expiresAt` is epoch seconds. */
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
