import { z } from 'zod';

/**
 * Request and response shapes of requirements §7's ten auth calls (POST /api/auth/v1/<name>). SPEC shows only
 * session-status; the rest are ours. Cookies carry the session, so no token ever appears in a body.
 */

const email = z.string().trim().toLowerCase().email().max(254);
/** A new password: long enough to resist guessing; the upper bound keeps the KDF's input sane. */
export const newPasswordSchema = z.string().min(10, 'Password must be at least 10 characters').max(200);
const code = z.string().regex(/^\d{6}$/, 'Code is 6 digits');

/** Calls without input still take a JSON object (SPEC: refresh-session has a JSON body). */
export const emptyBodySchema = z.object({}).passthrough().optional();

export const loginRequestSchema = z.object({
  email,
  // Not the new-password rules: an old account may have an older, shorter password.
  password: z.string().min(1).max(1024),
});

/** `expiresAt`: epoch seconds when the session ends unless refreshed (requirements §7). */
export const sessionStatusSchema = z.object({
  hasRefreshToken: z.boolean(),
  expiresAt: z.number().int(),
});

export const signUpRequestSchema = z.object({
  email,
  password: newPasswordSchema,
  name: z.string().trim().min(1).max(200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{5,20}$/, 'Invalid phone number')
    .optional(),
});
export const signUpResponseSchema = z.object({ email: z.string(), confirmationRequired: z.literal(true) });

export const confirmSignUpRequestSchema = z.object({ email, code });
export const confirmSignUpResponseSchema = z.object({ verified: z.literal(true) });

/** resend-signup-code and send-reset-password-code: the answer never tells whether the account exists. */
export const emailRequestSchema = z.object({ email });
export const acceptedResponseSchema = z.object({ accepted: z.literal(true) });

export const resetPasswordRequestSchema = z.object({ email, code, newPassword: newPasswordSchema });
export const forceResetPasswordRequestSchema = z.object({
  /** From the PASSWORD_RESET_REQUIRED error's `details.resetTicket`. */
  resetTicket: z.string().min(16).max(200),
  newPassword: newPasswordSchema,
});
export const passwordChangedResponseSchema = z.object({ passwordChanged: z.literal(true) });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type SessionStatus = z.infer<typeof sessionStatusSchema>;
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
