import { z } from 'zod';

/**
 * Bodies of SPEC §7's ten auth calls (POST /api/auth/v1/<name>). The routes belong to the API host
 * (core server); these schemas are exported so that it validates the same shapes the screens send.
 * Error answers use core's error body ({ error: { code, message, field } }) with the codes the
 * screens act on: INVALID_CREDENTIALS (401), TOO_MANY_REQUESTS (429), PASSWORD_RESET_REQUIRED (403),
 * ACCOUNT_ALREADY_EXISTS (409), INVALID_CODE (400).
 */
export const AUTH_API = {
  login: '/auth/v1/login',
  logout: '/auth/v1/logout',
  sessionStatus: '/auth/v1/session-status',
  refreshSession: '/auth/v1/refresh-session',
  signUp: '/auth/v1/sign-up',
  confirmSignUp: '/auth/v1/confirm-signup',
  resendSignUpCode: '/auth/v1/resend-signup-code',
  sendResetPasswordCode: '/auth/v1/send-reset-password-code',
  resetPassword: '/auth/v1/reset-password',
  forceResetPassword: '/auth/v1/force-reset-password',
} as const;

/** Length limits only: composition rules frustrate people without adding strength (NIST SP 800-63B). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/** Sign-up and reset codes are six digits, delivered by e-mail. */
export const CODE_PATTERN = /^[0-9]{6}$/;

const email = z.string().trim().toLowerCase().email().max(254);
/** Only for logging in: an old, shorter password must still be accepted to reach the forced reset. */
const anyPassword = z.string().min(1).max(PASSWORD_MAX);
const newPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const code = z.string().trim().regex(CODE_PATTERN);

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** SPEC §7: session-status answers hasRefreshToken and expiresAt (seconds since the epoch). */
export const sessionResponseSchema = z.object({
  hasRefreshToken: z.boolean(),
  expiresAt: z.number().int().nonnegative().nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginBodySchema = z.object({ email, password: anyPassword });
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = sessionResponseSchema;

export const logoutBodySchema = z.object({}).strict();
export const sessionStatusBodySchema = z.object({}).strict();
/** SPEC §7: refresh-session is sent with a JSON body; the refresh token itself is in its cookie. */
export const refreshSessionBodySchema = z.object({}).strict();

export const signUpBodySchema = z.object({
  email,
  password: newPassword,
  name: z.string().trim().min(1).max(120),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const confirmSignUpBodySchema = z.object({ email, code });
export type ConfirmSignUpBody = z.infer<typeof confirmSignUpBodySchema>;

export const resendSignUpCodeBodySchema = z.object({ email });
export type ResendSignUpCodeBody = z.infer<typeof resendSignUpCodeBodySchema>;

export const sendResetPasswordCodeBodySchema = z.object({ email });
export type SendResetPasswordCodeBody = z.infer<typeof sendResetPasswordCodeBodySchema>;

export const resetPasswordBodySchema = z.object({ email, code, newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/**
 * First login with a password an administrator set: the user proves the old one once more and picks
 * a new one; the answer is a signed-in session, like login.
 */
export const forceResetPasswordBodySchema = z.object({ email, password: anyPassword, newPassword });
export type ForceResetPasswordBody = z.infer<typeof forceResetPasswordBodySchema>;
export const forceResetPasswordResponseSchema = sessionResponseSchema;

/** Error codes the account screens turn into messages a person can act on. */
export const AUTH_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'TOO_MANY_REQUESTS',
  'PASSWORD_RESET_REQUIRED',
  'ACCOUNT_ALREADY_EXISTS',
  'INVALID_CODE',
  'BAD_REQUEST',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
