/**
 * One error body shape for every API error:
 *   { "error": { "code": "BAD_REQUEST", "message": "...", "field": "body.name" } }
 * Codes are stable and machine-readable; the web maps them to requirements §8's modals.
 */
export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'CSRF_REJECTED',
  'PASSWORD_RESET_REQUIRED',
  'ACCOUNT_ALREADY_EXISTS',
  'EMAIL_NOT_CONFIRMED',
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  'PDF_NOT_FOUND',
  'EXECUTION_FAILED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  /** The company's portal is in maintenance (admin plugin); administrators and auth calls still get in. */
  'MAINTENANCE',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiErrorBody {
  readonly error: {
    readonly code: ApiErrorCode | string;
    readonly message: string;
    /** The offending input, as a path: `body.email`, `params.locationIdentifier`, `query.page`. */
    readonly field?: string;
    /** Extra machine-readable data for a few codes, e.g. `{ resetTicket }` with PASSWORD_RESET_REQUIRED. */
    readonly details?: Readonly<Record<string, unknown>>;
  };
}

const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  CSRF_REJECTED: 403,
  PASSWORD_RESET_REQUIRED: 403,
  ACCOUNT_ALREADY_EXISTS: 409,
  EMAIL_NOT_CONFIRMED: 403,
  INVALID_CREDENTIALS: 401,
  INVALID_CODE: 400,
  PDF_NOT_FOUND: 404,
  EXECUTION_FAILED: 500,
  INTERNAL: 500,
  // The database (or another dependency) is unreachable for now: the client may retry shortly.
  SERVICE_UNAVAILABLE: 503,
  MAINTENANCE: 503,
};

/** Thrown by route handlers; the server turns it into the error body above. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = STATUS_BY_CODE[code];
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

/** Someone else's resource answers exactly like a missing one. */
export function notFound(what = 'Resource'): ApiError {
  return new ApiError('NOT_FOUND', `${what} not found`);
}
