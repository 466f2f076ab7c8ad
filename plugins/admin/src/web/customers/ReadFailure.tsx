import { ErrorState } from '@portal/ui';
import { isApiRequestError } from '@portal/core';

/** The HTTP status of a failed read (0 when the request did not reach the server). */
export const statusOf = (error: unknown) => (isApiRequestError(error) ? error.status : 0);

/**
 * A failed read on the customer card. Another company's customer or place (403) and, where the read
 * names one, no such thing (404) are final: said without a retry. Anything else can be tried again.
 */
export function ReadFailure(props: {
  readonly error: unknown;
  readonly retry: () => void;
  readonly failed: string;
  readonly forbidden: string;
  readonly notFound?: string;
}) {
  const status = statusOf(props.error);
  if (status === 403) return <ErrorState>{props.forbidden}</ErrorState>;
  if (status === 404 && props.notFound !== undefined) return <ErrorState>{props.notFound}</ErrorState>;
  return <ErrorState onRetry={props.retry}>{props.failed}</ErrorState>;
}
