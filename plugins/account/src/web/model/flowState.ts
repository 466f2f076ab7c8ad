import { z } from 'zod';

/**
 * What one account screen hands to the next through the router's history state: the address typed
 * so far, a notice to show, the forced-reset ticket, and where to go after logging in. Kept out of
 * the URL so that neither the ticket nor the address ends up in logs or browser history lists.
 */
export const NOTICES = ['confirmed', 'passwordChanged', 'loggedOut', 'emailNotConfirmed', 'codeSent', 'resetRequired'] as const;
export type Notice = (typeof NOTICES)[number];

const flowStateSchema = z
  .object({
    email: z.string().optional(),
    notice: z.enum(NOTICES).optional(),
    resetTicket: z.string().optional(),
    /** A path inside the portal; anything else is ignored so the state cannot redirect off-site. */
    from: z.string().regex(/^\/(?!\/)/).optional(),
  })
  .catch({});

export type AccountFlowState = z.infer<typeof flowStateSchema>;

export function readFlowState(state: unknown): AccountFlowState {
  return flowStateSchema.parse(state ?? {});
}
