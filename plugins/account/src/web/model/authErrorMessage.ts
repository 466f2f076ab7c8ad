import { ApiRequestError } from '@portal/core';

/** Translation keys (under `errors.`) for what went wrong with an auth call. */
export type AuthErrorKey =
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_REQUESTS'
  | 'EMAIL_NOT_CONFIRMED'
  | 'ACCOUNT_ALREADY_EXISTS'
  | 'INVALID_CODE'
  | 'RESET_TICKET_INVALID'
  | 'NETWORK'
  | 'generic';

export interface AuthFailure {
  readonly key: AuthErrorKey;
  readonly code: string;
  /** The server's field path without the `body.` prefix (`email`, `code`), when it named one. */
  readonly field?: string;
}

const DIRECT: readonly AuthErrorKey[] = ['INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS', 'EMAIL_NOT_CONFIRMED', 'ACCOUNT_ALREADY_EXISTS', 'NETWORK'];

/**
 * Turns a failed auth call into a message a person can act on. An INVALID_CODE about the reset
 * ticket (not a code the person typed) gets its own message, because retyping cannot fix it.
 */
export function authFailure(error: unknown): AuthFailure {
  if (!(error instanceof ApiRequestError)) return { key: 'generic', code: 'UNKNOWN' };
  const field = error.field?.replace(/^body\./, '');
  const base = { code: error.code, ...(field ? { field } : {}) };
  if ((DIRECT as readonly string[]).includes(error.code)) return { key: error.code as AuthErrorKey, ...base };
  if (error.code === 'INVALID_CODE') return { key: field === 'resetTicket' ? 'RESET_TICKET_INVALID' : 'INVALID_CODE', ...base };
  return { key: 'generic', ...base };
}

/**
 * PASSWORD_RESET_REQUIRED carries `details.resetTicket` (core's error body). Read defensively: the web
 * client's error value must pass `details` through for the forced reset to work.
 */
export function resetTicketOf(error: unknown): string | undefined {
  const details = (error as { details?: unknown } | null)?.details;
  if (typeof details !== 'object' || details === null) return undefined;
  const ticket = (details as { resetTicket?: unknown }).resetTicket;
  return typeof ticket === 'string' ? ticket : undefined;
}
