/**
 * The last error the portal logged in this browser tab, kept so a person who sends error feedback can
 * choose to attach it (requirements §7 error feedback). Only in memory: it leaves the browser only when the
 * person ticks the box, and a reload forgets it.
 */
export interface ClientError {
  readonly message: string;
  /** The error's own text (name: message), shortened; no stack, which says nothing to support. */
  readonly detail: string | null;
  /** The page it happened on (path only: a query could carry personal data). */
  readonly path: string;
  /** ISO instant. */
  readonly at: string;
}

let last: ClientError | null = null;

function describe(details: unknown): string | null {
  const error = details instanceof Error ? details : (details as { error?: unknown } | undefined)?.error;
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return null;
}

export function rememberClientError(message: string, details?: unknown): void {
  last = {
    message: message.slice(0, 500),
    detail: describe(details),
    path: typeof location === 'undefined' ? '' : location.pathname.slice(0, 300),
    at: new Date().toISOString(),
  };
}

export function lastClientError(): ClientError | null {
  return last;
}
