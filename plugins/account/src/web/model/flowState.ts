/**
 * What one account screen hands to the next through the router's history state: the address typed
 * so far, a notice to show, the forced-reset ticket, and where to go after logging in. Kept out of
 * the URL so that neither the ticket nor the address ends up in logs or browser history lists.
 */
export const NOTICES = ['confirmed', 'passwordChanged', 'loggedOut', 'emailNotConfirmed', 'codeSent', 'resetRequired'] as const;
export type Notice = (typeof NOTICES)[number];

export interface AccountFlowState {
  readonly email?: string;
  readonly notice?: Notice;
  readonly resetTicket?: string;
  /** A path inside the portal; anything else is ignored so the state cannot redirect off-site. */
  readonly from?: string;
}

const INTERNAL_PATH = /^\/(?!\/)/;
const isNotice = (value: unknown): value is Notice => (NOTICES as readonly unknown[]).includes(value);

/**
 * Reads history state written by another screen, or by anyone else (the back button, another app on
 * the same origin). Written by hand rather than with zod: every account screen, the login screen
 * among them, runs it on its first render, and zod is not needed on that path. A state with any
 * field of the wrong type is ignored as a whole, as before.
 */
export function readFlowState(state: unknown): AccountFlowState {
  if (state === null || state === undefined) return {};
  if (typeof state !== 'object' || Array.isArray(state)) return {};
  const { email, notice, resetTicket, from } = state as Record<string, unknown>;
  const optionalString = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';
  if (!optionalString(email) || !optionalString(resetTicket)) return {};
  if (notice !== undefined && !isNotice(notice)) return {};
  if (!optionalString(from) || (from !== undefined && !INTERNAL_PATH.test(from))) return {};
  return {
    ...(email !== undefined ? { email } : {}),
    ...(notice !== undefined ? { notice } : {}),
    ...(resetTicket !== undefined ? { resetTicket } : {}),
    ...(from !== undefined ? { from } : {}),
  };
}
