import { isApiRequestError } from '@portal/core';

/** The HTTP status of a failed read (0 when the request did not reach the server). */
export const statusOf = (error: unknown) => (isApiRequestError(error) ? error.status : 0);
