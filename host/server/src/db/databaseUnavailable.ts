import { ApiError } from '@portal/core/server';

/**
 * Errors that mean "the database cannot be reached or is shutting down", not "this query is wrong":
 * the socket codes node gives for a refused, reset or timed-out connection, PostgreSQL's connection
 * (08xxx) and operator-intervention (57xxx: shutdown, cannot connect now, statement timeout) classes,
 * too many connections (53300), and the messages node-postgres uses for a pool/connect timeout or a
 * connection that ended mid-query (they carry no code).
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '53300']);
const UNAVAILABLE_CLASSES = ['08', '57'];
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || (code.length === 5 && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))))) {
    return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

/**
 * What a request gets while the database is away: 503 with the standard error body, so the client
 * shows "try again" instead of "our bug", and the operator's log says what happened.
 */
export function databaseUnavailable(cause: unknown): ApiError {
  const error = new ApiError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable; try again shortly');
  (error as { cause?: unknown }).cause = cause;
  return error;
}

/** Rethrows a connection-level failure as 503; anything else (a constraint, our SQL) unchanged. */
export function asUnavailable(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? databaseUnavailable(error) : error;
}
