/**
 * The security audit log (issue 10): who did what, when and from where, kept append-only by the
 * database. The host records its own events (logins, passwords, sessions); a plugin records its admin
 * writes through `ServerPluginContext.audit`, in one line:
 *
 *   await context.audit(request, { kind: 'admin.write', userId: user.id, action: 'consumption.ingest', details });
 */
export const AUDIT_EVENT_KINDS = [
  'login.succeeded',
  /** Wrong password, unknown account, throttled, or a login that may not start a session yet. */
  'login.failed',
  'logout',
  'password.resetRequested',
  /** A password set with an emailed reset code. */
  'password.reset',
  /** A wrong or expired reset code for an existing account. */
  'password.resetFailed',
  /** A password set after the server required it (reset ticket at login). */
  'password.changed',
  /** Sessions ended by the server, not by their user: refresh-token reuse, password change. */
  'session.revoked',
  /** Customer codes tied to a login (registration or add customership); details say which and by what proof. */
  'customership.added',
  /** A refused proof of customership: wrong invoice proof, locked out, or an identification that failed verification. */
  'customership.proofFailed',
  /** A customer code the user gave up (user management's removeCustomership); details say which. */
  'customership.removed',
  /** Any write through an admin route; `action` says which (`<plugin or area>.<verb>`). */
  'admin.write',
  /**
   * An administrator looked at a customer's data: a customer search answer, or one request while
   * viewing the portal as the customer; details name the customer (`targetUserId`) and what was seen.
   */
  'admin.view',
  /** The login address changed after the code mailed to the new address was confirmed. */
  'email.changed',
  /** A person deleted their own account (docs/settings.md: what is deleted and what is kept). */
  'account.deleted',
  /** An external-API key made by a company's main user; details name the key (id, name, company), never the secret. */
  'apiKey.created',
  /** An external-API key revoked by a company's main user. */
  'apiKey.revoked',
  /** One call of the external API (answered or refused); details: key id, method, path, status. */
  'apiKey.call',
] as const;

export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

export interface AuditEvent {
  readonly kind: AuditEventKind;
  /** Who: the acting (or, for a failed login, the matched) user, when there is one. */
  readonly userId?: string | null;
  /** The address someone tried, for events without a known user (failed login, reset request). */
  readonly email?: string | null;
  /** For `admin.write`: what was written, e.g. `featureFlags.setOverride`. */
  readonly action?: string;
  /** What else an auditor needs: ids, counts, reasons. Never secrets: keys that name one are redacted. */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** One stored entry: the event with when and from where. */
export interface AuditEntry {
  readonly seq: number;
  readonly at: Date;
  /** One of AUDIT_EVENT_KINDS when written by this version; an older entry keeps its own kind. */
  readonly kind: AuditEventKind | (string & {});
  readonly userId: string | null;
  readonly email: string | null;
  readonly action: string | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly details: Readonly<Record<string, unknown>>;
}

// A personal identity code (ssn, hetu) is never stored whole anywhere, the audit log included.
const SECRET_KEY = /password|token|secret|ticket|^code$|cookie|authorization|ssn|hetu|personalIdentityCode/i;

/**
 * Details as stored: a key that names a secret keeps its place but loses its value, so a careless
 * caller cannot put a password or token into the log (nested objects included).
 */
export function redactAuditDetails(details: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const redact = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(redact);
    if (typeof value !== 'object' || value === null || value instanceof Date) return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redact(inner)]),
    );
  };
  return redact(details) as Record<string, unknown>;
}
